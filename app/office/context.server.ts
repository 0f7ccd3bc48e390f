import { data, redirect } from "react-router";
import type { z } from "zod";
import { readOfficeForm } from "../../server/office/form";
import { onceIdOf } from "../../server/office/once";
import type { InboxListing, OfficeRequestContext, OfficeSession } from "../../server/office/service";
import type { PageAt } from "../../server/requests/reads";
import { InboxQuerySchema, ListingFieldsSchema, paramsOf, type ListingFields } from "./page-schemas.server";

/** The request page's action reads its form through the server's one schema of office actions. */
export { bulkActionOf, requestActionOf } from "../../server/office/action-form";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by server/app.ts for /office requests only; absent everywhere else. */
    office?: OfficeRequestContext;
  }
}

type Context = { office?: OfficeRequestContext };

/**
 * The office's side of the request; a 404 where the server did not give one (no office here).
 * A request the server refused before any page could see it (a form from another origin) is
 * that refusal, whichever page's loader asks.
 */
export function officeOf(context: Context): OfficeRequestContext {
  if (!context.office) throw data(null, { status: 404 });
  if (context.office.refused) throw data(context.office.refused, { status: context.office.refused.status });
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

/**
 * A posted form of a signed-in page: the session, the form's token checked against it, and
 * the form's one-time action id (server/office/once.ts). A form without either is refused: every
 * signed-in form carries both by rendering its fields inside app/office/request-forms.tsx's Token.
 */
export async function requireFormSession(context: Context, request: Request, maxBytes?: number) {
  const form = await formOf(request, maxBytes);
  const { office, session } = await requireSession(context);
  if (!office.formTokenValid(session, form.get("csrf"))) {
    throw data("form token missing or wrong", { status: 403 });
  }
  const once = onceIdOf(form);
  if (!once) throw data("one-time action id missing", { status: 400 });
  return { office, session, form, once };
}

/** The page's URL (or a form's fields) through the page's schema (./page-schemas.server.ts); what does not fit is a 400. */
export function parsedBy<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const parsed = schema.safeParse(paramsOf(params));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}

/** The page's query through the page's schema. */
export const queryOf = <S extends z.ZodType>(schema: S, request: Request): z.output<S> =>
  parsedBy(schema, new URL(request.url).searchParams);

/** The inbox's listing from the fields of its search form or of a view. */
export function listingOf(fields: ListingFields): InboxListing {
  return {
    filter: fields.filter,
    search: fields.q,
    mine: fields.mine,
    claim: fields.claim,
    suit: fields.suit,
    source: fields.source,
    edition: fields.edition,
    from: fields.from,
    to: fields.to,
    sort: fields.sort,
  };
}

/**
 * Where an inbox URL points (`/office?filter=…&view=…&after=…`): its listing, the tab with the
 * search and filters of the view it names, and its page. A view that ended (its session did)
 * leaves the tab alone: `view` is then null and `viewEnded` true.
 */
export async function listingAt(office: OfficeRequestContext, session: OfficeSession, params: URLSearchParams) {
  const query = parsedBy(InboxQuerySchema, params);
  const kept = query.view ? await office.view(session, query.view) : null;
  const fields = ListingFieldsSchema.safeParse(kept ?? {});
  const listing: InboxListing = {
    ...listingOf(fields.success ? fields.data : ListingFieldsSchema.parse({})),
    filter: query.filter,
  };
  const at: PageAt = query.after
    ? { after: query.after }
    : query.before
      ? { before: query.before }
      : { end: query.page === "last" ? "last" : "first" };
  return {
    query,
    listing,
    at,
    view: kept !== null ? query.view : null,
    viewEnded: query.view !== null && kept === null,
  };
}
