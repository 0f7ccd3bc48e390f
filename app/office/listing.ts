import type { InboxListing } from "../../server/office/inbox";

/** The inbox's URL for a listing: only what differs from the defaults. */
export function inboxHref(listing: InboxListing, page = 1): string {
  const params = new URLSearchParams({ filter: listing.filter });
  if (listing.search) params.set("q", listing.search);
  if (listing.mine) params.set("mine", "1");
  if (listing.claimSoon) params.set("claim", "soon");
  if (listing.sort !== "newest") params.set("sort", listing.sort);
  if (page > 1) params.set("page", String(page));
  return `/office?${params}`;
}
