import { phoneKey } from "../payload/derived";
import { fold, WORD_RUN, wordMatches } from "../payload/search-text";

/**
 * A field's text cut into runs, each marked when it is a word the search matched: the page
 * renders each run as text (a match inside <mark>), so what a visitor wrote never becomes markup.
 */
export type TextRun = { text: string; match: boolean };

/** Whether a word as written (accents, capitals) matches one of the search's folded words (or, `stemmed`, its stems). */
function matchesAny(word: string, terms: readonly string[], stemmed: boolean): boolean {
  return fold(word)
    .split(/[^\p{L}\p{N}]+/u)
    .some((part) => part !== "" && terms.some((term) => wordMatches(part, term, stemmed)));
}

function pushRun(runs: TextRun[], text: string, match: boolean) {
  if (!text) return;
  const last = runs.at(-1);
  if (last && last.match === match) last.text += text;
  else runs.push({ text, match });
}

/**
 * `text` as runs, its words that match the search marked; one unmarked run when nothing does.
 * `stemmed`: a place or what happened, which the search also finds by stems.
 */
export function highlightRuns(text: string, terms: readonly string[], stemmed = false): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  if (terms.length > 0) {
    for (const found of text.matchAll(WORD_RUN)) {
      if (!matchesAny(found[0], terms, stemmed)) continue;
      pushRun(runs, text.slice(at, found.index), false);
      pushRun(runs, found[0], true);
      at = found.index + found[0].length;
    }
  }
  pushRun(runs, text.slice(at), false);
  return runs;
}

/**
 * A phone number as runs: all of it marked when the search was its digits in another format
 * ("3235550148" for "323.555.0148"), else its matching parts.
 */
export function phoneRuns(phone: string, terms: readonly string[]): TextRun[] {
  const key = phoneKey(phone);
  const byDigits =
    key !== null && terms.some((term) => /^\d{7,}$/.test(term) && (key.startsWith(term) || key.endsWith(term)));
  return byDigits ? [{ text: phone, match: true }] : highlightRuns(phone, terms);
}

const ELLIPSIS = "…";

/**
 * At most `length` characters of `text` (white space collapsed) as runs: its start, or, when
 * the first match lies further in, a window that begins shortly before it, so the office sees
 * why the request matched.
 */
export function snippetRuns(text: string, terms: readonly string[], length = 140, stemmed = false): TextRun[] {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return highlightRuns(flat, terms, stemmed);
  let start = 0;
  if (terms.length > 0) {
    for (const found of flat.matchAll(WORD_RUN)) {
      if (!matchesAny(found[0], terms, stemmed)) continue;
      if (found.index + found[0].length > length - 1) start = Math.max(0, found.index - 40);
      break;
    }
  }
  // Whole words at both ends.
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  const budget = length - (start > 0 ? 1 : 0) - 1;
  let end = Math.min(flat.length, start + budget);
  if (end < flat.length) end = flat.lastIndexOf(" ", end) > start ? flat.lastIndexOf(" ", end) : end;
  const runs = highlightRuns(flat.slice(start, end).trim(), terms, stemmed);
  if (start > 0) runs.unshift({ text: ELLIPSIS, match: false });
  if (end < flat.length) runs.push({ text: ELLIPSIS, match: false });
  return runs.reduce<TextRun[]>((merged, run) => (pushRun(merged, run.text, run.match), merged), []);
}
