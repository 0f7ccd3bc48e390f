import { describe, expect, it } from "vitest";
import { internalPaths, publicPaths } from "~/content/navigation";
import { absoluteUrl } from "~/lib/site-url";
import { loader as robotsLoader } from "./robots-txt";
import { loader as sitemapLoader } from "./sitemap-xml";

describe("/sitemap.xml", () => {
  it("lists every public page once in each edition, and nothing else", async () => {
    const response = sitemapLoader();
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      publicPaths.flatMap((path) => [absoluteUrl(path), absoluteUrl(path === "/" ? "/es" : `/es${path}`)]),
    );
    for (const path of internalPaths) {
      expect(xml).not.toContain(absoluteUrl(path));
      expect(xml).not.toContain(absoluteUrl(`/es${path}`));
    }
  });

  it("names both editions and x-default under each URL", async () => {
    const xml = await sitemapLoader().text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(publicPaths.length * 2);
    const about = entries.filter((entry) => entry.includes(`hreflang="es" href="${absoluteUrl("/es/about")}"`));
    expect(about).toHaveLength(2);
    for (const entry of about) {
      expect(entry).toContain(`hreflang="en" href="${absoluteUrl("/about")}"`);
      expect(entry).toContain(`hreflang="x-default" href="${absoluteUrl("/about")}"`);
    }
  });
});

describe("/robots.txt", () => {
  it("allows crawling and names the sitemap", async () => {
    const text = await robotsLoader().text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });
});
