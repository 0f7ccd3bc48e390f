/** Translation awaiting the firm's review: the long text of the 12 Spanish practice pages, gathered.
 * Server-only, like its English twin: the practice page's loader reads it at build time, so the
 * words are prerendered into each page's HTML and are in no JavaScript.
 */
import { pagesBySlug } from "~/content/practice-areas/pages-by-slug";
import type { PracticeAreaPageContent } from "~/content/practice-areas/types";

/** Counting words does not depend on the language: the English helper serves both editions. */
export { pageWords } from "~/content/practice-areas/pages.server";

export const practiceAreaPages = pagesBySlug<PracticeAreaPageContent>(
  import.meta.glob(["./pages/*.ts", "!./pages/shared.ts"], { eager: true }),
);
