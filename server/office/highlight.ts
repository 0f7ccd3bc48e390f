import { phoneKey } from "../payload/derived";
import { fold, WORD_RUN, wordMatcher } from "../payload/search-text";

/**
 * A field's text cut into runs, each marked when it is a word the search matched: the page
 * renders each run as text (a match inside <mark>), so what a visitor wrote never becomes markup.
 */
export type TextRun = { text: string; match: boolean };

/**
 * A search's words read once for the marks of a page: their stems taken once, and each word as
 * written (accents, capitals) folded and matched once however often the page's rows show it.
 * `stemmed`: a place or what happened, which the search also finds by stems.
 */
export type SearchMarks = { terms: readonly string[]; matches(word: string, stemmed: boolean): boolean };

/** Words a page's marks remember, at most (a page shows far fewer): past it they start again. */
const MAX_REMEMBERED = 20_000;

export function searchMarks(terms: readonly string[]): SearchMarks {
  const modes = [false, true].map((stemmed) => ({
    matcher: wordMatcher(terms, stemmed),
    seen: new Map<string, boolean>(),
  }));
  return {
    terms,
    matches(word, stemmed) {
      const { matcher, seen } = modes[stemmed ? 1 : 0]!;
      let match = seen.get(word);
      if (match === undefined) {
        match = fold(word)
          .split(/[^\p{L}\p{N}]+/u)
          .some((part) => part !== "" && matcher(part));
        if (seen.size >= MAX_REMEMBERED) seen.clear();
        seen.set(word, match);
      }
      return match;
    },
  };
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
export function highlightRuns(text: string, marks: SearchMarks, stemmed = false): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  if (marks.terms.length > 0) {
    for (const found of text.matchAll(WORD_RUN)) {
      if (!marks.matches(found[0], stemmed)) continue;
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
export function phoneRuns(phone: string, marks: SearchMarks): TextRun[] {
  const key = phoneKey(phone);
  const byDigits =
    key !== null && marks.terms.some((term) => /^\d{7,}$/.test(term) && (key.startsWith(term) || key.endsWith(term)));
  return byDigits ? [{ text: phone, match: true }] : highlightRuns(phone, marks);
}

const ELLIPSIS = "…";

/**
 * At most `length` characters of `text` (white space collapsed) as runs: its start, or, when
 * the first match lies further in, a window that begins shortly before it, so the office sees
 * why the request matched.
 */
export function snippetRuns(text: string, marks: SearchMarks, length = 140, stemmed = false): TextRun[] {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return highlightRuns(flat, marks, stemmed);
  let start = 0;
  if (marks.terms.length > 0) {
    for (const found of flat.matchAll(WORD_RUN)) {
      if (!marks.matches(found[0], stemmed)) continue;
      if (found.index + found[0].length > length - 1) start = Math.max(0, found.index - 40);
      break;
    }
  }
  // Whole words at both ends.
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  const budget = length - (start > 0 ? 1 : 0) - 1;
  let end = Math.min(flat.length, start + budget);
  if (end < flat.length) end = flat.lastIndexOf(" ", end) > start ? flat.lastIndexOf(" ", end) : end;
  const runs = highlightRuns(flat.slice(start, end).trim(), marks, stemmed);
  if (start > 0) runs.unshift({ text: ELLIPSIS, match: false });
  if (end < flat.length) runs.push({ text: ELLIPSIS, match: false });
  return runs.reduce<TextRun[]>((merged, run) => (pushRun(merged, run.text, run.match), merged), []);
}
