import { data, redirect } from "react-router";
import type { Route } from "./+types/bulk";
import { bulkActionOf, listingAt, officeOf, requireFormSession } from "~/office/context.server";
import { BULK_LISTING_AT_MOST } from "../../../server/office/action-form";

/** The inbox's bulk form posts here; there is nothing to show, so a GET goes to the inbox. */
export function loader({ context }: Route.LoaderArgs) {
  // A form from another origin is refused here as on every office page (server/app.ts).
  officeOf(context);
  return redirect("/office");
}

/** The same action on every request ticked, each recorded as on its page; back to the listing it came from. */
export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form, once } = await requireFormSession(context, request);
  const bulk = bulkActionOf(form);
  if (!bulk) throw data(null, { status: 400 });
  const back = bulk.back ?? "/office";
  const join = back.includes("?") ? "&" : "?";
  // Every request the listing finds: the listing the form came from, read again now, the first ones of it.
  const ids = bulk.listing
    ? await office.listingIds(
        session,
        (await listingAt(office, session, new URL(back, "http://office.invalid").searchParams)).listing,
        BULK_LISTING_AT_MOST,
      )
    : bulk.ids;
  const result = await office.bulk(session, { ...bulk, ids }, once);
  if (result.outcome !== "done") return redirect(`${back}${join}bulk-error=${result.outcome}`);
  return redirect(`${back}${join}bulk=${bulk.action}-${result.changed}-${result.unchanged}`);
}
