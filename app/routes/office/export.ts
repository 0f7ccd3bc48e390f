import type { Route } from "./+types/export";
import { inboxQuery, officeOf } from "~/office/context.server";
import { requestsCsvStream } from "~/office/requests-csv.server";

/**
 * The current listing as CSV, streamed: the first rows leave while later ones are still being
 * read, and memory holds a few hundred at a time however many there are. An API call, so
 * without a session it answers 401 JSON.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const office = officeOf(context);
  const session = await office.session();
  if (!session) return Response.json({ error: "unauthorized" }, { status: 401 });
  const url = new URL(request.url);
  const { listing } = inboxQuery(url);
  const notes = url.searchParams.get("notes") === "1";
  const { batches, now } = await office.exportRows(session, listing, { notes });
  const day = new Date(now).toISOString().slice(0, 10);
  return new Response(requestsCsvStream(batches, { notes }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${listing.filter}-${day}.csv"`,
    },
  });
}
