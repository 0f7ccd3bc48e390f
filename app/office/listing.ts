import type { InboxListing } from "../../server/office/inbox";
import type { Cursor, PageAt, WayIn } from "../../server/requests/reads";
import { CONTACT_SOURCES } from "~/contract/contact-request";
import { REQUEST_ID } from "~/contract/request-reference";
import { OFFICE_CHANNELS } from "./lead-fields";

/** Every way a request comes in, as the inbox's channel filter offers them. */
export const WAYS_IN: readonly WayIn[] = [...CONTACT_SOURCES, ...OFFICE_CHANNELS];

/** A row's place in a listing as a URL parameter: its sort keys, dot-separated ("0.1732650000000.7d6a…"). */
export function cursorParam(cursor: Cursor): string {
  return cursor.join(".");
}

/** A cursor parameter read back: whole numbers, then a request id; null for anything else. */
export function readCursor(text: string | null): Cursor | null {
  if (!text || text.length > 120) return null;
  const parts = text.split(".");
  const id = parts.pop() ?? "";
  if (!REQUEST_ID.test(id) || parts.length === 0 || !parts.every((part) => /^\d{1,16}$/.test(part))) return null;
  return [...parts.map(Number), id];
}

/** The listing's URL parameters: only what differs from the defaults. */
export function listingParams(listing: InboxListing): URLSearchParams {
  const params = new URLSearchParams({ filter: listing.filter });
  if (listing.search) params.set("q", listing.search);
  if (listing.mine) params.set("mine", "1");
  if (listing.claim) params.set("claim", listing.claim);
  if (listing.suit) params.set("suit", listing.suit);
  if (listing.source) params.set("source", listing.source);
  if (listing.edition) params.set("edition", listing.edition);
  if (listing.from) params.set("from", listing.from);
  if (listing.to) params.set("to", listing.to);
  if (listing.sort !== "newest") params.set("sort", listing.sort);
  return params;
}

/** The inbox's URL for a listing, at one of its pages (the first by default). */
export function inboxHref(listing: InboxListing, at: PageAt = { end: "first" }): string {
  const params = listingParams(listing);
  if ("after" in at) params.set("after", cursorParam(at.after));
  else if ("before" in at) params.set("before", cursorParam(at.before));
  else if (at.end === "last") params.set("page", "last");
  return `/office?${params}`;
}
