import { createContext, useContext } from "react";

/**
 * The path of the page being shown, for the header's active link and the language switch. Every
 * move between pages is a page load (ADR 001), so it is fixed for the life of a page: the layout
 * provides it from the router when rendering, an island from `location` when hydrating.
 */
const CurrentPathContext = createContext("/");

export const CurrentPathProvider = CurrentPathContext.Provider;

export function useCurrentPath(): string {
  return useContext(CurrentPathContext);
}

/** The header's rule (spec, Header): an exact match for a home page, a prefix match for the rest. */
export function isActivePath(current: string, href: string, { end = false }: { end?: boolean } = {}): boolean {
  if (current === href) return true;
  return !end && current.startsWith(`${href}/`);
}
