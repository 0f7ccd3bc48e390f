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

/** Where a listing is: its tab, and the view that holds its search and filters (none for a tab alone). */
export type ListingPlace = { filter: InboxListing["filter"]; view: string | null };

/** The listing's URL parameters: the tab and the view's id, never the words searched or the filters themselves. */
export function listingParams({ filter, view }: ListingPlace): URLSearchParams {
  const params = new URLSearchParams({ filter });
  if (view) params.set("view", view);
  return params;
}

/** The inbox's URL for a listing, at one of its pages (the first by default). */
export function inboxHref(place: ListingPlace, at: PageAt = { end: "first" }): string {
  const params = listingParams(place);
  if ("after" in at) params.set("after", cursorParam(at.after));
  else if ("before" in at) params.set("before", cursorParam(at.before));
  else if (at.end === "last") params.set("page", "last");
  return `/office?${params}`;
}

/** Whether a listing asks for anything but its tab: only then is it kept as a view. */
export function beyondTheTab(listing: InboxListing): boolean {
  const { search, mine, claim, suit, source, edition, from, to, sort } = listing;
  return !!(search || mine || claim || suit || source || edition || from || to || sort !== "newest");
}
