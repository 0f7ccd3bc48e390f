import { data, redirect } from "react-router";
import { readOfficeForm } from "../../server/office/form";
import { officeInput } from "../../server/office/text";
import type { InboxListing, OfficeRequestContext, OfficeSession } from "../../server/office/service";
import { INBOX_FILTERS } from "../../server/requests/reads";

/** The request page's action reads its form through the server's one schema of office actions. */
export { requestActionOf } from "../../server/office/action-form";

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
export async function formOf(request: Request): Promise<URLSearchParams> {
  const form = await readOfficeForm(request);
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

/** The inbox's listing as its URL says it: ?filter=new&q=…&mine=1&claim=soon&sort=claim-deadline&page=2. */
export function inboxQuery(url: URL): InboxListing & { page: number } {
  const params = url.searchParams;
  const filter = INBOX_FILTERS.find((candidate) => candidate === params.get("filter")) ?? "open";
  const search = officeInput(params.get("q") ?? "", 200);
  const page = Math.min(100_000, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return {
    filter,
    search,
    mine: params.get("mine") === "1",
    claimSoon: params.get("claim") === "soon",
    sort: params.get("sort") === "claim-deadline" ? "claim-deadline" : "newest",
    page,
  };
}
