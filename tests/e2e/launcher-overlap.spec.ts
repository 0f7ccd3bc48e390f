import { expect, test, type Page } from "@playwright/test";
import { internalPaths } from "../../app/content/navigation";
import { WIDGET_ISLAND_ID } from "../../app/islands/islands";
import { prerenderedPaths } from "./support";

/**
 * The message widget's launcher floats over the page's bottom-right corner. On a page's first
 * screen and at its end, the two places a visitor rests, its box must not lie over any visible
 * word, link, button or field (issue 35: it covered "care," of the 911 line at 360 px). Checked
 * by the boxes' geometry, on every public route of both editions, at four widths, with one
 * browser page reused and each route loaded once, so the run stays short.
 */
const viewports = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const publicRoutes = prerenderedPaths.filter(
  (path) => !internalPaths.some((internal) => path === internal || path === `/es${internal}`),
);
const routes = [...publicRoutes, "/no-such-page", "/es/no-such-page"];

/**
 * What the launcher hides: the words, links, buttons and fields whose boxes meet its box and
 * that would be seen there without it. Below 1024 px the button sits in an opaque band across
 * the screen's foot: what is under the band is below the fold, not under the button; at a
 * page's end (`band: true`) nothing may be under the band either.
 */
async function hiddenByLauncher(page: Page, { band }: { band: boolean }): Promise<string[]> {
  return page.evaluate(
    ([islandId, band]) => {
      const widget = document.getElementById(islandId);
      const button = widget?.querySelector<HTMLElement>("button[aria-controls]");
      if (!button || !button.checkVisibility()) return ["(no visible launcher)"];
      const cover = (band && button.closest<HTMLElement>("[data-launcher-band]")) || button;
      const box = cover.getBoundingClientRect();
      const overlap = (rect: DOMRect) => {
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right);
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom);
        return right - left > 1 && bottom - top > 1 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
      };
      // Seen there but for the cover: the first element under that point, leaving out the cover.
      const seenAt = (element: Element, point: { x: number; y: number }) => {
        const top = document.elementsFromPoint(point.x, point.y).find((under) => !cover.contains(under));
        return !!top && (element.contains(top) || top.contains(element));
      };
      const hidden: string[] = [];

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || widget?.contains(parent)) continue;
        if (parent.closest("script, style") || !parent.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const point = overlap(rect);
          if (point && seenAt(parent, point)) {
            hidden.push(`text "${node.textContent.trim().slice(0, 40)}"`);
            break;
          }
        }
      }
      for (const element of document.querySelectorAll<HTMLElement>(
        "a[href], button, input, select, textarea, [role=button], [tabindex]:not([tabindex='-1'])",
      )) {
        if (widget?.contains(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
        const point = overlap(element.getBoundingClientRect());
        if (point && seenAt(element, point))
          hidden.push(`<${element.localName}> "${element.textContent?.trim().slice(0, 40)}"`);
      }
      return hidden;
    },
    [WIDGET_ISLAND_ID, band] as const,
  );
}

test("the launcher covers no word, link or button on any route's first screen or end, at 320, 360, 390 and 1280 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const overlaps: string[] = [];
  // Each route is loaded once and laid out at the four widths in turn (a resize re-runs the
  // media queries), so the run costs one page load per route.
  for (const route of routes) {
    await page.setViewportSize(viewports[0]!);
    await page.goto(route, { waitUntil: "load" });
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const place of ["first screen", "end"] as const) {
        await page.evaluate(
          (end) => window.scrollTo(0, end ? document.documentElement.scrollHeight : 0),
          place === "end",
        );
        for (const what of await hiddenByLauncher(page, { band: place === "end" }))
          overlaps.push(`${viewport.width} px ${route} (${place}): ${what}`);
      }
    }
  }
  expect(overlaps).toEqual([]);
});
