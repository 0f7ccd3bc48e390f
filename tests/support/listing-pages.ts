import type { createListing } from "../../server/requests/listing";
import type { Cursor, InboxQuery, PageAt } from "../../server/requests/reads";

/**
 * Every page of a listing, first to last and then last to first: forwards starts with its count
 * ("1000+" when not exact), then the ids of each page, in order; backwards, the ids of each page.
 */
export async function listingPages(listing: ReturnType<typeof createListing>, query: InboxQuery) {
  const forwards: string[][] = [];
  let at: PageAt = { end: "first" };
  for (;;) {
    const page = await listing.list(query, at, 40);
    if (forwards.length === 0) forwards.push([`${page.total}${page.totalExact ? "" : "+"}`]);
    forwards.push(page.rows.map((row) => row.id));
    if (!page.hasAfter || !page.last) break;
    at = { after: page.last as Cursor };
  }
  const backwards: string[][] = [];
  at = { end: "last" };
  for (;;) {
    const page = await listing.list(query, at, 40);
    backwards.push(page.rows.map((row) => row.id));
    if (!page.hasBefore || !page.first) break;
    at = { before: page.first as Cursor };
  }
  return { forwards, backwards };
}
