/** The containers of the page's islands (ADR 102), rendered by the site layout, hydrated by app/islands/. */
export const HEADER_ISLAND_ID = "header-island";
export const WIDGET_ISLAND_ID = "widget-island";
/** A page's own island, on the pages that have one (the form, the photo tool). */
export const PAGE_ISLAND_ID = "page-island";
/** The pages' own islands, by the name their route gives in `handle.island`. */
export const PAGE_ISLANDS = ["case-evaluation", "photo-enhancement"] as const;
export type PageIsland = (typeof PAGE_ISLANDS)[number];
/** The type of the inert marker a page without React Router's scripts carries, for the build to find. */
export const ISLANDS_MARKER_TYPE = "text/x-islands";
