import { expect, test, type Page } from "@playwright/test";
import { prerenderedPaths } from "./support";

type Anchor = { href: string; target: string | null; rel: string | null; text: string };

async function anchorsOf(page: Page): Promise<Anchor[]> {
  return page.locator("a[href]").evaluateAll((links) =>
    links.map((link) => ({
      href: (link as HTMLAnchorElement).href,
      target: link.getAttribute("target"),
      rel: link.getAttribute("rel"),
      text: (link.textContent ?? "").trim().slice(0, 60),
    })),
  );
}

/** Every page as a visitor gets it, after hydration (the layout and the widget add links too). */
async function collectAnchors(page: Page, paths: readonly string[]) {
  const found = new Map<string, Anchor[]>();
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    found.set(path, await anchorsOf(page));
  }
  return found;
}

// Two halves, so the two workers share the pages.
const half = Math.ceil(prerenderedPaths.length / 2);
const groups = [prerenderedPaths.slice(0, half), prerenderedPaths.slice(half)];

for (const [index, paths] of groups.entries()) {
  test(`links on pages ${index + 1} of 2: internal ones answer 200, external ones open safely in a new tab`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const anchors = await collectAnchors(page, paths);

    const internal = new Map<string, string>();
    const problems: string[] = [];
    for (const [path, list] of anchors) {
      expect(list.length, `links on ${path}`).toBeGreaterThan(10);
      for (const anchor of list) {
        const url = new URL(anchor.href);
        if (url.protocol === "tel:") {
          if (!/^tel:\+\d{8,15}$/.test(anchor.href)) problems.push(`${path}: bad tel link ${anchor.href}`);
        } else if (url.protocol === "mailto:") {
          if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(anchor.href))
            problems.push(`${path}: bad mailto ${anchor.href}`);
        } else if (url.origin === origin) {
          url.hash = "";
          if (!internal.has(url.pathname + url.search)) internal.set(url.pathname + url.search, path);
          if (anchor.target === "_blank") problems.push(`${path}: internal link "${anchor.text}" opens a new tab`);
        } else {
          if (url.protocol !== "https:") problems.push(`${path}: external link over ${url.protocol} ${anchor.href}`);
          if (anchor.target !== "_blank")
            problems.push(`${path}: external link "${anchor.text}" does not open a new tab`);
          const rel = new Set((anchor.rel ?? "").split(/\s+/));
          if (!rel.has("noopener") || !rel.has("noreferrer")) {
            problems.push(`${path}: external link "${anchor.text}" lacks rel="noopener noreferrer"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);

    expect(internal.size).toBeGreaterThan(15);
    for (const [target, foundOn] of internal) {
      const response = await request.get(target, { maxRedirects: 0 });
      expect(response.status(), `${target} (linked from ${foundOn})`).toBe(200);
    }
  });
}
