/**
 * The page's islands, as the page renders them and the build knows them (islands/ at the
 * project's root builds them; app/islands/ holds their entries).
 */

/** The containers of the frame's islands, rendered by the site layout. */
export const HEADER_ISLAND_ID = "header-island";
export const WIDGET_ISLAND_ID = "widget-island";
/** A page's own island, on the pages that have one (the form, the photo tool). */
export const PAGE_ISLAND_ID = "page-island";

/**
 * Every island is an entry module of that name in app/islands/, built once per edition: the
 * frame (the header, the widget's launcher, the toast outlet) on every page, and the island a
 * page's route names in `handle.island`.
 */
export const FRAME_ISLAND = "frame";
export const PAGE_ISLANDS = ["case-evaluation", "photo-enhancement", "send-files", "deadline-calculator"] as const;
export type PageIsland = (typeof PAGE_ISLANDS)[number];
export const ISLANDS = [FRAME_ISLAND, ...PAGE_ISLANDS] as const;

/** The inert marker React Router renders where the build puts the islands' scripts (app/root.tsx). */
export const ISLANDS_MARKER_TYPE = "text/x-islands";
