/**
 * The practice page of an area, in any edition: its card (title, image, link) and its long text,
 * as the version being rendered has them. Server-only: the practice page's loader reads it, so
 * the text of twelve pages in every language is in no JavaScript at all.
 */
import type { PracticeAreaSlug } from "~/content/navigation";
import type { PracticeAreaPageContent } from "~/content/practice-areas/types";
import type { Translation } from "~/content/translation";
import type { Language } from "~/lib/language";
import { wordsOf, type Resolved } from "./words";
import type { PracticeArea } from "~/content/practice-areas";

export type PracticePage = { area: Resolved<Translation<PracticeArea>>; page: Translation<PracticeAreaPageContent> };

/** The card and the page of one area in the given edition, or undefined for an unknown slug. */
export function findPracticePage(language: Language, slug: string | undefined): PracticePage | undefined {
  const words = wordsOf(language);
  const area = words.read("practice-areas/index").practiceAreas.find((candidate) => candidate.slug === slug);
  if (!area) return undefined;
  const [page] = Object.values(words.read(`practice-areas/pages/${area.slug as PracticeAreaSlug}`));
  return page ? { area, page } : undefined;
}
