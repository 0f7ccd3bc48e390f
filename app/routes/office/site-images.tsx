import { data, redirect } from "react-router";
import type { Route } from "./+types/site-images";
import { documentById, rootField } from "~/content/model/documents";
import { IMAGE_SLOTS, leaves, pathKey, type ImageSlot } from "~/content/model/fields";
import { requireSession } from "~/office/context.server";
import { documentSlug } from "~/office/site/editor-form";
import { readBoundedBytes } from "../../../server/contact/read-body";
import { MAX_UPLOAD_BYTES } from "../../../server/office/form";
import { ONCE_FIELD, onceIdOf } from "../../../server/office/once";

/** Nothing to show here: the upload's form is on the part's editor. */
export function loader() {
  return redirect("/office/site");
}

/**
 * An image uploaded from an image field's form (multipart): checked and cut by the server, then
 * chosen in that field's draft, which the editor shows with its alt text to write.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { office, session } = await requireSession(context);
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw data(null, { status: 415 });
  }
  const body = await readBoundedBytes(request, MAX_UPLOAD_BYTES);
  if (!body.ok) throw data(null, { status: body.reason === "too-large" ? 413 : 400 });
  const form = await new Response(body.bytes as BodyInit, {
    headers: { "content-type": request.headers.get("content-type")! },
  })
    .formData()
    .catch(() => {
      throw data(null, { status: 400 });
    });
  if (!office.formTokenValid(session, form.get("csrf"))) throw data("form token missing or wrong", { status: 403 });
  // Uploaded once for the form's one-time action id: a double click or a replay stores no second image.
  const onceId = onceIdOf(new URLSearchParams({ [ONCE_FIELD]: String(form.get(ONCE_FIELD) ?? "") }));
  if (!onceId) throw data("one-time action id missing", { status: 400 });
  const document = documentById(String(form.get("document") ?? ""));
  if (!document) throw data(null, { status: 404 });
  const fieldPath = String(form.get("field") ?? "");
  const state = await office.site.draftState();
  const stored = state.snapshot.documents[document.id]!;
  const leaf = [...leaves(rootField(document), stored.value)].find(
    (candidate) => candidate.field.kind === "image" && pathKey(candidate.path) === fieldPath,
  );
  if (!leaf || leaf.field.kind !== "image") throw data(null, { status: 400 });
  const slot: ImageSlot = leaf.field.slot;
  const file = form.get("image");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0);
  const page = `/office/site/edit/${documentSlug(document.id)}`;
  // The image, its audit record and the form's id commit in one transaction: a double click or a
  // replay, even after a crash right after it, stores no second image.
  const { result } = await office.siteOnce(session, onceId, async (record) => {
    const uploaded = await office.site.uploadImage(session.email, slot in IMAGE_SLOTS ? slot : "card", bytes, {
      andThen: record("uploaded"),
    });
    if (!uploaded.ok) return { result: `refused ${uploaded.message}`, done: false };
    // Chosen in the field's draft as it is now (read after the upload), guarded by its revision;
    // the alt text stays as it was, for the editor to rewrite. Lost to a save made meanwhile (or
    // to a crash), it is still among the field's choices.
    const now = await office.site.draftState();
    const current = now.snapshot.documents[document.id]!;
    const value = structuredClone(current.value) as Record<string, unknown>;
    const keys = fieldPath.split(".");
    let target: unknown = value;
    for (const key of keys.slice(0, -1)) target = (target as Record<string, unknown> | undefined)?.[key];
    const image = (target as Record<string, unknown> | undefined)?.[keys.at(-1)!];
    if (image && typeof image === "object") {
      (image as { ref: unknown }).ref = { upload: uploaded.image.id };
      await office.site.saveDraft(
        session.email,
        document.id,
        { ...current, value },
        now.drafts.get(document.id)?.revision ?? 0,
      );
    }
    return { result: "uploaded", done: true, recorded: true };
  });
  if (result.startsWith("refused ")) {
    return redirect(`${page}?refused=${encodeURIComponent(result.slice("refused ".length))}`);
  }
  return redirect(`${page}?uploaded=1#f-${fieldPath.replace(/[^\w-]+/g, "-")}`);
}
