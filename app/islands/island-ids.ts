/** The containers of the page's islands (ADR 102), rendered by the site layout, hydrated by app/islands/. */
export const HEADER_ISLAND_ID = "header-island";
export const WIDGET_ISLAND_ID = "widget-island";
/** The type of the inert marker a page without React Router's scripts carries, for the build to find. */
export const ISLANDS_MARKER_TYPE = "text/x-islands";
