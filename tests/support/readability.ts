/**
 * How hard a page is to read, over the text the visitor reads (the page's `<article>`, as the
 * build rendered it): Flesch–Kincaid grade level for English, and for Spanish the
 * Fernández-Huerta reading ease (with Szigriszt-Pazos's INFLESZ beside it). Used by
 * tests/integration/guides.test.ts and `npm run readability` (scripts/readability.ts), whose
 * figures are in docs/benchmarks.md.
 *
 * Units: every heading, paragraph, list item, label and definition is a sentence unit of its own
 * (a heading or a list item without a full stop is still read as one), split further at . ! ?
 * A word is a run of letters (digits alone, like "911.2", are not words).
 */
import { JSDOM } from "jsdom";
import { syllable } from "syllable";

export type TextCounts = { words: number; sentences: number; syllables: number };

const BLOCKS = "h1, h2, h3, h4, p, li, dt, dd, label, summary";

/** The reading units of the page's article (hidden elements and the aside left out). */
export function articleText(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const article = document.querySelector("article");
  if (!article) throw new Error("the page has no <article>");
  article.querySelectorAll("aside, script, style, [hidden], .sr-only").forEach((node) => node.remove());
  return [...article.querySelectorAll(BLOCKS)]
    .filter((node) => !node.querySelector(BLOCKS))
    .map((node) => (node.textContent ?? "").replace(/\s+/g, " ").trim())
    .filter((text) => /\p{L}/u.test(text));
}

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

function counts(units: readonly string[], syllablesOf: (word: string) => number): TextCounts {
  let words = 0;
  let sentences = 0;
  let syllables = 0;
  for (const unit of units) {
    const parts = unit.split(/(?<=[.!?])\s+/).filter((part) => /\p{L}/u.test(part));
    sentences += parts.length;
    for (const word of unit.match(WORD) ?? []) {
      words += 1;
      syllables += Math.max(1, syllablesOf(word));
    }
  }
  return { words, sentences, syllables };
}

export function englishCounts(units: readonly string[]): TextCounts {
  return counts(units, (word) => syllable(word));
}

/** Flesch–Kincaid grade level (1975): the US school grade that reads the text. */
export function fleschKincaidGrade({ words, sentences, syllables }: TextCounts): number {
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/**
 * Spanish syllables: one per vowel nucleus. Two strong vowels (a, e, o, or an accented í, ú) are
 * two syllables (hiatus); a weak vowel (i, u, ü, and y at a word's end) joins its neighbour
 * (diphthong, triphthong); the silent u of que, qui, gue, gui is not a vowel.
 */
export function spanishSyllables(word: string): number {
  const text = word
    .toLowerCase()
    .replace(/qu(?=[eiéí])/g, "q")
    .replace(/gu(?=[eiéí])/g, "g")
    .replace(/y$/, "i");
  const strong = new Set(["a", "e", "o", "á", "é", "ó", "í", "ú"]);
  const vowel = new Set([...strong, "i", "u", "ü"]);
  let count = 0;
  let previous: string | null = null;
  for (const letter of text) {
    if (!vowel.has(letter)) {
      previous = null;
      continue;
    }
    if (previous === null || (strong.has(previous) && strong.has(letter))) count += 1;
    previous = letter;
  }
  return Math.max(1, count);
}

export function spanishCounts(units: readonly string[]): TextCounts {
  return counts(units, spanishSyllables);
}

/**
 * Fernández-Huerta reading ease (1959, as corrected): 206.84 − 0.60 P − 1.02 F, with P the
 * syllables and F the sentences per 100 words. 60–70 is "normal", read in the 7th and 8th
 * grades; 70–80 the 6th; 80–90 the 5th. So a grade 8 or below is 60 or more.
 */
export function fernandezHuerta({ words, sentences, syllables }: TextCounts): number {
  return 206.84 - 0.6 * ((syllables / words) * 100) - 1.02 * ((sentences / words) * 100);
}

/** Szigriszt-Pazos perspicuity (INFLESZ scale): 55–65 "normal", 65–80 "fairly easy". */
export function szigrisztPazos({ words, sentences, syllables }: TextCounts): number {
  return 206.835 - 62.3 * (syllables / words) - words / sentences;
}
