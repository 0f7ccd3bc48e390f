import snowball from "snowball-stemmers";
import { ENGLISH_STOP_WORDS, SPANISH_STOP_WORDS } from "./stop-words";

/**
 * Stems as PostgreSQL's english and spanish text-search configurations give them (Snowball's
 * English and Spanish stemmers, each after its stop words), for the side of the search that
 * has no such configurations: SQLite's index and query, and the marks on what a search
 * matched. PostgreSQL stems with its own (server/db/full-text.ts); a test on PostgreSQL checks
 * that the two agree.
 *
 * Only a word of lower-case ASCII letters is stemmed (what PostgreSQL's parser calls an
 * asciiword: the index's folded words without digits or other scripts), and a stem is marked
 * with STEM_MARK, so that a stem never matches a word as written and a word as written never
 * matches a stem: a name is found by its letters, what happened by its stems too.
 */
export const STEM_MARK = "~";

const STEMMABLE = /^[a-z]+$/;
/** A search's word shorter than this is only the start of a word: a stem of two letters would match too much. */
export const MIN_STEMMED_TERM = 4;

const english = snowball.newStemmer("english");
const spanish = snowball.newStemmer("spanish");

export function stemmable(word: string): boolean {
  return STEMMABLE.test(word);
}

/** The word's English and Spanish stems (none for a stop word of that language), without the mark. */
export function stemsOf(word: string): string[] {
  if (!stemmable(word)) return [];
  const stems = new Set<string>();
  if (!ENGLISH_STOP_WORDS.has(word)) stems.add(english.stem(word));
  if (!SPANISH_STOP_WORDS.has(word)) stems.add(spanish.stem(word));
  return [...stems].filter(Boolean);
}

/** The marked stems of a string of folded words, once each, space-separated. */
export function markedStems(words: string): string {
  const stems = new Set<string>();
  for (const word of words.split(" ")) for (const stem of stemsOf(word)) stems.add(`${STEM_MARK}${stem}`);
  return [...stems].join(" ");
}

/**
 * Whether a stem of a search's word stands for every stem it starts ("tase" for "taser"), or
 * only for itself: a stem shorter than MIN_STEMMED_TERM ("tas") would start too many.
 */
export function stemIsPrefix(stem: string): boolean {
  return stem.length >= MIN_STEMMED_TERM;
}

/** Whether a search's word also looks for its stems. */
export function stemmedTerm(term: string): boolean {
  return term.length >= MIN_STEMMED_TERM && stemsOf(term).length > 0;
}
