/**
 * Which version of the content the page being rendered shows. The server's entry
 * (app/entry.server.tsx) sets the source: the version a render was started with (the published
 * one, a draft for a preview), or the first version outside any render. No content here, so
 * the client build, which compiles the route modules, carries none.
 */
import type { SiteContent } from "./site-content";

let source: (() => SiteContent) | undefined;

export function setContentSource(current: () => SiteContent): void {
  source = current;
}

export function currentContent(): SiteContent {
  if (!source) throw new Error("no content source: pages are rendered through app/entry.server.tsx");
  return source();
}
