import { describe, expect, it } from "vitest";
import { internalPaths, publicPaths } from "~/content/navigation";
import { absoluteUrl } from "~/lib/site-url";
import { loader as robotsLoader } from "./robots-txt";
import { loader as sitemapLoader } from "./sitemap-xml";

describe("/sitemap.xml", () => {
  it("lists every public page once, and nothing else", async () => {
    const response = sitemapLoader();
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(publicPaths.map((path) => absoluteUrl(path)));
    for (const path of internalPaths) expect(xml).not.toContain(absoluteUrl(path));
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
