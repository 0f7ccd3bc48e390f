/**
 * The Spanish practice pages, found by slug like their English twins (./pages.server.ts).
 * Server-only: the Spanish practice page's loader reads them at build time. The words are the
 * translator's (app/content/es/practice-areas/); this file only connects them to the routes.
 */
import type { PracticeAreaSlug } from "~/content/navigation";
import { practiceAreas } from "~/content/es/practice-areas";
import { practiceAreaPages } from "~/content/es/practice-areas/pages.server";
import type { Translation } from "~/content/translation";
import { localizedPath } from "~/lib/language";
import { practiceAreaHref } from "~/content/navigation";
import type { PracticeArea } from "./index";
import type { PracticeAreaPageContent } from "./types";

/** The translator's list of the 12 pages (app/content/es/practice-areas/pages.server.ts). */
const spanishPages: Record<PracticeAreaSlug, Translation<PracticeAreaPageContent>> = practiceAreaPages;

/** The Spanish cards, each linking to its Spanish page whatever href the translation carries. */
export function spanishPracticeAreas(): Translation<PracticeArea>[] {
  return practiceAreas.map((area) => ({
    ...area,
    href: localizedPath(practiceAreaHref(area.slug as PracticeAreaSlug), "es"),
  }));
}

/** The Spanish card and page of one area, or undefined for an unknown slug. */
export function findSpanishPracticeArea(slug: string | undefined) {
  const area = spanishPracticeAreas().find((candidate) => candidate.slug === slug);
  return area ? { area, page: spanishPages[area.slug as PracticeAreaSlug] } : undefined;
}
