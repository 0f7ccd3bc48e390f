/**
 * The practice page of an area, in any edition: its card (title, image, link) and its long text.
 * Server-only: the practice page's loader reads it, so the text of twelve pages in every
 * language is in no JavaScript at all, not even the route modules' that no page loads.
 */
import type { PracticeArea } from "~/content/practice-areas";
import type { PracticeAreaPageContent } from "~/content/practice-areas/types";
import type { Translation } from "~/content/translation";
import type { Language } from "~/lib/language";
import { editionOf } from "./editions";
import { wordsOf } from "./words";

// Each edition's pages, at the same path in its content folder (./editions.ts).
const PAGES = import.meta.glob<Record<string, Translation<PracticeAreaPageContent>>>(
  "../content/**/practice-areas/pages.server.ts",
  { eager: true, import: "practiceAreaPages" },
);

export type PracticePage = { area: Translation<PracticeArea>; page: Translation<PracticeAreaPageContent> };

/** The card and the page of one area in the given edition, or undefined for an unknown slug. */
export function findPracticePage(language: Language, slug: string | undefined): PracticePage | undefined {
  const area = wordsOf(language)
    .read("practice-areas/index")
    .practiceAreas.find((candidate) => candidate.slug === slug);
  const page = area && PAGES[`../${editionOf(language).content}/practice-areas/pages.server.ts`]?.[area.slug];
  return area && page ? { area, page } : undefined;
}
