import type { Route } from "./+types/export";
import { listingOf, officeOf, queryOf } from "~/office/context.server";
import { ExportQuerySchema, ListingFieldsSchema } from "~/office/page-schemas.server";
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
  const query = queryOf(ExportQuerySchema, request);
  const kept = query.view ? await office.view(session, query.view) : null;
  // An export of a search that ended would be of the whole tab: never more than was asked for.
  if (query.view && kept === null) return Response.json({ error: "view_ended" }, { status: 410 });
  const fields = ListingFieldsSchema.safeParse(kept ?? {});
  if (!fields.success) return Response.json({ error: "view_ended" }, { status: 410 });
  const listing = { ...listingOf(fields.data), filter: query.filter };
  const { notes } = query;
  const { batches, now } = await office.exportRows(session, listing, { notes });
  const day = new Date(now).toISOString().slice(0, 10);
  return new Response(requestsCsvStream(batches, { notes }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${listing.filter}-${day}.csv"`,
    },
  });
}
