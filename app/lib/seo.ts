import type { MetaDescriptor } from "react-router";
import { firm } from "~/content/firm";
import { absoluteUrl } from "~/lib/site-url";

export type SeoInput = {
  /** Page title without the firm name; omit for the home page. */
  title?: string;
  description: string;
  /** Canonical path of the page, e.g. "/about". */
  path: string;
  /** Keep the page out of search engines (internal tools). */
  noindex?: boolean;
  /** schema.org objects rendered as JSON-LD. */
  structuredData?: Record<string, unknown>[];
};

/** Every route's `meta` is built here, so titles, canonicals and social cards stay consistent. */
export function seo({ title, description, path, noindex, structuredData = [] }: SeoInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${firm.name}` : `${firm.name} | Civil Rights Attorney in Northern California`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: firm.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}
