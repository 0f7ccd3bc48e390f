import { data } from "react-router";
import type { Route } from "./+types/site-autosave";
import { documentById } from "~/content/model/documents";
import { formOf, requireSession } from "~/office/context.server";
import { saveDocumentForm } from "~/office/site/save.server";
import { MAX_SITE_FORM_BYTES } from "../../../server/office/form";

/**
 * The editor's autosave (public/office-autosave.js): the same form as Save, answered in JSON, so
 * the page stays as the editor left it. Nothing here that Save does not do.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { office, session } = await requireSession(context);
  const form = await formOf(request, MAX_SITE_FORM_BYTES);
  if (!office.formTokenValid(session, form.get("csrf"))) throw data("form token missing or wrong", { status: 403 });
  const document = documentById(form.get("document") ?? "");
  if (!document) return Response.json({ saved: false, errors: 0, conflict: null }, { status: 404 });
  // A draft is taken back by the editor's own form only (once, for its one-time id).
  if (form.get("intent") === "discard")
    return Response.json({ saved: false, errors: 0, conflict: null }, { status: 400 });
  const result = await saveDocumentForm(office, session.email, document, form);
  if (result.kind === "saved") return Response.json({ saved: true, revision: result.revision });
  return Response.json(
    { saved: false, errors: Object.keys(result.shown.errors).length, conflict: result.shown.conflict },
    { status: result.kind === "conflict" ? 409 : 200 },
  );
}
