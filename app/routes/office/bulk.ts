import { data, redirect } from "react-router";
import type { Route } from "./+types/bulk";
import { bulkActionOf, requireFormSession } from "~/office/context.server";

/** The inbox's bulk form posts here; there is nothing to show, so a GET goes to the inbox. */
export function loader() {
  return redirect("/office");
}

/** The same action on every request ticked, each recorded as on its page; back to the listing it came from. */
export async function action({ context, request }: Route.ActionArgs) {
  const { office, session, form } = await requireFormSession(context, request);
  const bulk = bulkActionOf(form);
  if (!bulk) throw data(null, { status: 400 });
  const back = bulk.back ?? "/office";
  const join = back.includes("?") ? "&" : "?";
  const result = await office.bulk(session, bulk);
  if (result.outcome !== "done") return redirect(`${back}${join}bulk-error=${result.outcome}`);
  return redirect(`${back}${join}bulk=${bulk.action}-${result.changed}-${result.unchanged}`);
}
