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

/** The social card of every page (public/og-image.jpg, drawn by scripts/generate-images.mjs). */
export const socialImage = {
  path: "/og-image.jpg",
  width: 1200,
  height: 630,
  alt: `${firm.name}: ${firm.subtitle} serving ${firm.areaServed}`,
};

/** Every route's `meta` is built here, so titles, canonicals and social cards stay consistent. */
export function seo({ title, description, path, noindex, structuredData = [] }: SeoInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${firm.name}` : `${firm.name} | Civil Rights Attorney in Northern California`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialImage.path);
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
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: socialImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: socialImage.alt },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

const LEGAL_SERVICE_ID = absoluteUrl("/#legal-service");
const ATTORNEY_ID = absoluteUrl("/about#attorney");

function postalAddress() {
  const { address } = firm;
  return {
    "@type": "PostalAddress",
    streetAddress: `${address.street}, ${address.suite}`,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** schema.org LegalService for the practice (home and contact pages). */
export function legalServiceJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": LEGAL_SERVICE_ID,
    name: firm.name,
    description: firm.tagline,
    url: absoluteUrl("/"),
    image: absoluteUrl(socialImage.path),
    telephone: firm.phone.e164,
    email: firm.email,
    address: postalAddress(),
    areaServed: { "@type": "AdministrativeArea", name: firm.areaServed },
    openingHours: firm.hours.schema,
    foundingDate: String(firm.servingSince),
    founder: { "@id": ATTORNEY_ID },
  };
}

/** schema.org Person for the attorney (about page). */
export function attorneyJsonLd({ image }: { image?: string } = {}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": ATTORNEY_ID,
    name: firm.attorney.name,
    jobTitle: firm.attorney.title,
    url: absoluteUrl("/about"),
    ...(image ? { image: absoluteUrl(image) } : {}),
    telephone: firm.phone.e164,
    email: firm.email,
    address: postalAddress(),
    worksFor: { "@type": "LegalService", "@id": LEGAL_SERVICE_ID, name: firm.name, url: absoluteUrl("/") },
  };
}

/** schema.org BreadcrumbList from the home page down to the current page, e.g. for practice pages. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
