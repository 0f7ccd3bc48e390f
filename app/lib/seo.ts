import type { MetaDescriptor } from "react-router";
import type { Firm } from "~/content/firm";
import { EDITIONS, editionOf } from "~/editions/editions";
import { englishPath, languageOfPath, localizedPath, type Language } from "~/lib/language";
import { absoluteUrl } from "~/lib/site-url";
import { plainText } from "~/content/model/markdown";

/**
 * The site-wide words a page's meta needs, in the page's language: the route passes its
 * edition's SiteText (its `firmText` and the firm's facts, as the version being rendered has
 * them), so this helper carries no words of either edition into the other's JavaScript.
 */
export type SeoSite = { firm: Firm; firmText: SeoWords };

export type SeoWords = {
  /** The home page's title after the firm's name. */
  homeTitle: string;
  socialImageAlt: string;
  tagline: string;
  areaServed: string;
  attorneyTitle: string;
};

export type SeoInput = {
  /** The site-wide words in the page's language, and the firm's facts (its edition's SiteText). */
  site: SeoSite;
  /** Page title without the firm name; omit for the home page. */
  title?: string;
  description: string;
  /** Canonical path of the page, e.g. "/about" or "/es/about"; it also says the page's language. */
  path: string;
  /** The social card's alt text, when the page has its own (default: the site's). */
  imageAlt?: string;
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
};

/**
 * The page in every edition, for search engines: each edition names them all, and x-default
 * (for any other language) is the English page.
 */
export function alternateLinks(path: string): MetaDescriptor[] {
  return [
    ...EDITIONS.map(({ language }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: absoluteUrl(localizedPath(path, language)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(englishPath(path)) },
  ];
}

/** Every route's `meta` is built here, so titles, canonicals and social cards stay consistent. */
export function seo({
  site,
  title,
  description,
  path,
  noindex,
  imageAlt,
  structuredData = [],
}: SeoInput): MetaDescriptor[] {
  const language = languageOfPath(path);
  const { firm, firmText: words } = site;
  const fullTitle = title ? `${title} | ${firm.name}` : `${firm.name} | ${words.homeTitle}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialImage.path);
  const alt = imageAlt ?? words.socialImageAlt;
  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name: fullTitle,
    description,
    inLanguage: editionOf(language).tag,
  };
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(path),
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: firm.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: editionOf(language).locale },
    ...EDITIONS.filter((edition) => edition.language !== language).map(({ locale }) => ({
      property: "og:locale:alternate",
      content: locale,
    })),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
    ...[webPage, ...structuredData].map((data) => ({ "script:ld+json": data })),
  ];
}

const LEGAL_SERVICE_ID = absoluteUrl("/#legal-service");
const ATTORNEY_ID = absoluteUrl("/about#attorney");

function postalAddress(firm: Firm) {
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

/** The languages the office serves people in (schema.org `availableLanguage`): one per edition. */
const AVAILABLE_LANGUAGES = EDITIONS.map(({ name, language }) => ({
  "@type": "Language",
  name,
  alternateName: language,
}));

/** What a JSON-LD entity of the firm is written from: the firm's facts and the edition's language. */
type EntityInput = { site: SeoSite; language?: Language };

/**
 * schema.org LegalService for the practice (home and contact pages). One entity for both
 * editions (the same @id); the Spanish pages give its description in Spanish and their own URL.
 */
export function legalServiceJsonLd({ site, language = "en" }: EntityInput): Record<string, unknown> {
  const { firm, firmText: words } = site;
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": LEGAL_SERVICE_ID,
    name: firm.name,
    description: words.tagline,
    url: absoluteUrl(localizedPath("/", language)),
    availableLanguage: AVAILABLE_LANGUAGES,
    image: absoluteUrl(socialImage.path),
    telephone: firm.phone.e164,
    email: firm.email,
    address: postalAddress(firm),
    areaServed: { "@type": "AdministrativeArea", name: words.areaServed },
    openingHours: firm.hours.schema,
    foundingDate: String(firm.servingSince),
    founder: { "@id": ATTORNEY_ID },
  };
}

/** schema.org Person for the attorney (about page). */
export function attorneyJsonLd({
  image,
  site,
  language = "en",
}: EntityInput & { image?: string }): Record<string, unknown> {
  const { firm, firmText: words } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": ATTORNEY_ID,
    name: firm.attorney.name,
    jobTitle: words.attorneyTitle,
    url: absoluteUrl(localizedPath("/about", language)),
    ...(image ? { image: absoluteUrl(image) } : {}),
    telephone: firm.phone.e164,
    email: firm.email,
    address: postalAddress(firm),
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

/**
 * schema.org FAQPage for questions a page answers (the questions guide, and the few under a
 * practice page): each answer as the reader reads it, without the Markdown.
 */
export function faqPageJsonLd(questions: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: plainText(answer) },
    })),
  };
}
