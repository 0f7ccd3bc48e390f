import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { siteText as esSite } from "~/content/es/site-text";
import { siteText as site } from "~/content/site-text";
import { attorneyJsonLd, breadcrumbJsonLd, legalServiceJsonLd, seo } from "./seo";
import { siteUrl } from "./site-url";

function find(meta: ReturnType<typeof seo>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("seo", () => {
  const meta = seo({ site, title: "About", description: "The attorney.", path: "/about" });

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
    expect(
      find(seo({ site, title: "Tool", description: "x", path: "/t", noindex: true }), "name", "robots")?.content,
    ).toBe("noindex, nofollow");
  });

  it("renders structured data as JSON-LD", () => {
    const withData = seo({ site, description: "x", path: "/", structuredData: [legalServiceJsonLd({ site })] });
    expect(withData.some((entry) => "script:ld+json" in entry)).toBe(true);
  });
});

describe("structured data", () => {
  it("describes the practice as a LegalService", () => {
    const data = legalServiceJsonLd({ site });
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
    expect(attorneyJsonLd({ image: "/assets/portrait.avif", site })).toMatchObject({
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

describe("the two editions", () => {
  const alternates = (meta: ReturnType<typeof seo>) =>
    Object.fromEntries(
      meta
        .filter((entry) => (entry as Record<string, unknown>).rel === "alternate")
        .map((entry) => [(entry as Record<string, string>).hrefLang, (entry as Record<string, string>).href]),
    );

  it("links each page to its twin both ways, with x-default on the English page", () => {
    const expected = { en: `${siteUrl}/about`, es: `${siteUrl}/es/about`, "x-default": `${siteUrl}/about` };
    expect(alternates(seo({ site, title: "About", description: "x", path: "/about" }))).toEqual(expected);
    expect(alternates(seo({ site, title: "Acerca de", description: "x", path: "/es/about" }))).toEqual(expected);
    expect(alternates(seo({ site, description: "x", path: "/es" }))).toMatchObject({
      en: `${siteUrl}/`,
      es: `${siteUrl}/es`,
    });
  });

  it("keeps the canonical in the page's own edition and says its language", () => {
    const meta = seo({ site, title: "Acerca de", description: "x", path: "/es/about" });
    expect(find(meta, "rel", "canonical")?.href).toBe(`${siteUrl}/es/about`);
    expect(find(meta, "property", "og:locale")?.content).toBe("es_US");
    const page = meta.map((entry) => (entry as Record<string, unknown>)["script:ld+json"]).find(Boolean);
    expect(page).toMatchObject({ "@type": "WebPage", inLanguage: "es-US", url: `${siteUrl}/es/about` });
  });

  it("describes the practice as serving English and Spanish speakers", () => {
    const spanish = legalServiceJsonLd({ site: esSite, language: "es" });
    expect(spanish).toMatchObject({
      description: esSite.firmText.tagline,
      areaServed: { name: esSite.firmText.areaServed },
      url: `${siteUrl}/es`,
    });
    expect(spanish.availableLanguage).toEqual([
      expect.objectContaining({ name: "English" }),
      expect.objectContaining({ name: "Spanish" }),
    ]);
    expect(spanish["@id"]).toBe(legalServiceJsonLd({ site })["@id"]);
  });
});
