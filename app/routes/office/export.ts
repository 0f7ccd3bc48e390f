import type { Route } from "./+types/export";
import { inboxQuery, officeOf } from "~/office/context.server";
import { requestsCsv } from "~/office/requests-csv.server";

/** The current filter as CSV; an API call, so without a session it answers 401 JSON. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const office = officeOf(context);
  const session = await office.session();
  if (!session) return Response.json({ error: "unauthorized" }, { status: 401 });
  const url = new URL(request.url);
  const { page: _page, ...listing } = inboxQuery(url);
  const notes = url.searchParams.get("notes") === "1";
  const csv = requestsCsv(await office.exportRows(session, listing, { notes }));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${listing.filter}-${day}.csv"`,
    },
  });
}
