/**
 * The long text of the 12 practice pages. Server-only: the practice page's loader reads it
 * (~/editions/practice-pages.server), so the words are prerendered into each page's HTML and
 * are in no JavaScript.
 */
import { pagesBySlug } from "./pages-by-slug";
import type { PracticeAreaPageContent } from "./types";

export const practiceAreaPages = pagesBySlug<PracticeAreaPageContent>(
  import.meta.glob(["./pages/*.ts", "!./pages/shared.ts"], { eager: true }),
);

/** The words of a page a visitor reads: lead, section headings, paragraphs and list items. */
export function pageWords(page: PracticeAreaPageContent): string[] {
  const text = [page.lead, ...page.sections.flatMap((section) => [section.heading, ...section.blocks.flat()])];
  return text
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}
