import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { attorneyJsonLd, breadcrumbJsonLd, legalServiceJsonLd, seo } from "./seo";
import { siteUrl } from "./site-url";

function find(meta: ReturnType<typeof seo>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("seo", () => {
  const meta = seo({ title: "About", description: "The attorney.", path: "/about" });

  it("titles pages with the firm name and links the canonical URL", () => {
    expect(meta[0]).toEqual({ title: `About | ${firm.name}` });
    expect(find(meta, "rel", "canonical")?.href).toBe(`${siteUrl}/about`);
    expect(find(meta, "name", "description")?.content).toBe("The attorney.");
  });

  it("fills Open Graph and Twitter cards with an absolute image", () => {
    expect(find(meta, "property", "og:url")?.content).toBe(`${siteUrl}/about`);
    expect(find(meta, "property", "og:title")?.content).toBe(`About | ${firm.name}`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${siteUrl}/og-image.jpg`);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("marks internal pages noindex", () => {
    expect(find(seo({ title: "Tool", description: "x", path: "/t", noindex: true }), "name", "robots")?.content).toBe(
      "noindex, nofollow",
    );
  });

  it("renders structured data as JSON-LD", () => {
    const withData = seo({ description: "x", path: "/", structuredData: [legalServiceJsonLd()] });
    expect(withData.some((entry) => "script:ld+json" in entry)).toBe(true);
  });
});

describe("structured data", () => {
  it("describes the practice as a LegalService", () => {
    const data = legalServiceJsonLd();
    expect(data).toMatchObject({
      "@type": "LegalService",
      name: firm.name,
      telephone: firm.phone.e164,
      url: `${siteUrl}/`,
      areaServed: { name: "Northern California" },
      openingHours: firm.hours.schema,
      address: {
        addressLocality: "Santa Rosa",
        addressRegion: "CA",
        streetAddress: expect.stringContaining("Suite 201"),
      },
    });
  });

  it("describes the attorney as a Person working for the practice", () => {
    expect(attorneyJsonLd({ image: "/assets/portrait.avif" })).toMatchObject({
      "@type": "Person",
      name: firm.attorney.name,
      image: `${siteUrl}/assets/portrait.avif`,
      worksFor: { "@type": "LegalService", name: firm.name },
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Practice Areas", path: "/practice-areas" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Practice Areas", item: `${siteUrl}/practice-areas` },
    ]);
  });
});
