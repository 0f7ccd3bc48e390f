import { data, redirect } from "react-router";
import { readOfficeForm } from "../../server/office/form";
import { officeInput } from "../../server/office/text";
import { CLAIM_WINDOWS } from "~/lib/deadlines";
import { WAYS_IN } from "./listing";
import type { InboxListing, OfficeRequestContext, OfficeSession } from "../../server/office/service";
import { EDITIONS } from "../../server/payload/derived";
import { INBOX_FILTERS, type PageAt } from "../../server/requests/reads";
import { readCursor } from "./listing";

/** The request page's action reads its form through the server's one schema of office actions. */
export { bulkActionOf, requestActionOf } from "../../server/office/action-form";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by server/app.ts for /office requests only; absent everywhere else. */
    office?: OfficeRequestContext;
  }
}

type Context = { office?: OfficeRequestContext };

/** The office's side of the request; a 404 where the server did not give one (no office here). */
export function officeOf(context: Context): OfficeRequestContext {
  if (!context.office) throw data(null, { status: 404 });
  return context.office;
}

/** The signed-in session, or a redirect to the sign-in page. */
export async function requireSession(
  context: Context,
): Promise<{ office: OfficeRequestContext; session: OfficeSession }> {
  const office = officeOf(context);
  const session = await office.session();
  if (!session) throw redirect("/office/sign-in");
  return { office, session };
}

/** A posted office form's fields; a malformed, oversized or foreign body is refused as the sender's error. */
export async function formOf(request: Request, maxBytes?: number): Promise<URLSearchParams> {
  const form = await readOfficeForm(request, maxBytes);
  if (!form.ok) throw data(null, { status: form.status });
  return form.fields;
}

/** A posted form of a signed-in page: the session, and the form's token checked against it. */
export async function requireFormSession(context: Context, request: Request) {
  const form = await formOf(request);
  const { office, session } = await requireSession(context);
  if (!office.formTokenValid(session, form.get("csrf"))) {
    throw data("form token missing or wrong", { status: 403 });
  }
  return { office, session, form };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;
const isoDayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "");

/**
 * The inbox's listing as its URL says it (?filter=new&q=…&mine=1&claim=30&suit=90&source=widget
 * &edition=es&from=2026-01-01&to=2026-03-31&sort=deadline), and the page: ?after= or ?before= a
 * row's place, or ?page=last. Anything unknown reads as the default; the deadline order's old
 * name (sort=claim-deadline) reads as its new one.
 */
export function inboxQuery(url: URL): { listing: InboxListing; at: PageAt } {
  const params = url.searchParams;
  const claim = params.get("claim") === "soon" ? "30" : oneOf(CLAIM_WINDOWS, params.get("claim"));
  const after = readCursor(params.get("after"));
  const before = readCursor(params.get("before"));
  return {
    listing: {
      filter: oneOf(INBOX_FILTERS, params.get("filter")) ?? "open",
      search: officeInput(params.get("q") ?? "", 200),
      mine: params.get("mine") === "1",
      claim,
      suit: oneOf(CLAIM_WINDOWS, params.get("suit")),
      source: oneOf(WAYS_IN, params.get("source")),
      edition: oneOf(EDITIONS, params.get("edition")),
      from: isoDayParam(params.get("from")),
      to: isoDayParam(params.get("to")),
      sort: params.get("sort") === "deadline" || params.get("sort") === "claim-deadline" ? "deadline" : "newest",
    },
    at: after ? { after } : before ? { before } : { end: params.get("page") === "last" ? "last" : "first" },
  };
}
