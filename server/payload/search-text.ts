import { REQUEST_ID, requestReference } from "~/contract/request-reference";
import { NOT_SPECIFIED_VIA_CHAT } from "~/contract/contact-request";
import { FACT_KEYS, FACT_SEARCH } from "~/office/lead-fields";
import { stemIsPrefix, stemmedTerm, stemsOf } from "./stemming";
import { phoneKey } from "./derived";
import { factsOf, type Facts } from "./facts";

/**
 * The words of a request as the full-text index holds them, and a search as the index reads
 * it. Both engines get words this module has already folded: no accents, lower case, split at
 * anything that is not a letter or a digit, so "Ángela", "ÁLVAREZ" and "policía" are indexed as
 * "angela", "alvarez" and "policia" whatever the database's own tokenizer, locale or
 * extensions (PostgreSQL's unaccent is not ours to install on a managed database).
 */

/** A request's words in three fields, each a string of folded words separated by spaces. */
export type SearchDocument = { who: string; place: string; story: string };

/** Longer runs of letters are not words anyone searches for (a pasted token, a spam blob). */
const MAX_WORD = 60;
/** What a spam body or a description can add to the index, at most. */
const MAX_FIELD_CHARACTERS = 20_000;
/** Words of one search, at most: each is one more condition. */
const MAX_TERMS = 8;

/** A letter or digit run as it appears in text, with the marks (accents) that belong to it. */
export const WORD_RUN = /[\p{L}\p{N}\p{M}]+/gu;

/** "Ángela" -> "angela": compatibility-decomposed, marks dropped, lower case. */
export function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The folded words of `text`, in order (a run that folds into several, such as "½", gives each). */
export function foldedWords(text: string): string[] {
  const words: string[] = [];
  for (const [run] of text.slice(0, MAX_FIELD_CHARACTERS).matchAll(WORD_RUN)) {
    for (const word of fold(run).split(/[^\p{L}\p{N}]+/u)) {
      if (word) words.push(word.slice(0, MAX_WORD));
    }
  }
  return words;
}

const unique = (words: string[]) => [...new Set(words)].join(" ");

const field = (payload: Record<string, unknown>, key: string) => {
  const value = payload[key];
  return typeof value === "string" && value.trim() !== NOT_SPECIFIED_VIA_CHAT ? value : "";
};

/**
 * The digits a phone number is searched by: the number without its country code, and the
 * seven-digit local number, so "3235550148" and "555-0148" both find "323.555.0148".
 */
function phoneWords(phone: string): string[] {
  const key = phoneKey(phone);
  if (!key) return [];
  return key.length > 7 ? [key, key.slice(-7)] : [key];
}

/** The words a request's index entry holds, by field, before they are joined. */
type Words = { who: string[]; place: string[]; story: string[] };

/** What one stored request adds to an index entry: its reference, what was sent, the office's facts. */
function addRequest(words: Words, id: string, payload: string, facts: Facts) {
  let fields: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) fields = parsed as Record<string, unknown>;
  } catch {
    // A body as received: indexed as text.
  }
  words.who.push(...foldedWords(requestReference(id) ?? ""));
  if (!fields) {
    words.story.push(...foldedWords(payload));
    return;
  }
  for (const source of [fields, facts as Record<string, unknown>]) {
    const phone = field(source, "phone");
    words.who.push(
      ...foldedWords([field(source, "firstName"), field(source, "lastName"), field(source, "email"), phone].join(" ")),
      ...phoneWords(phone),
    );
    words.place.push(...foldedWords(`${field(source, "policeAgency")} ${field(source, "incidentLocation")}`));
  }
  words.story.push(...foldedWords(field(fields, "caseDescription")));
  // The practice's own facts, each where the office would look for it.
  for (const key of FACT_KEYS) {
    if (["firstName", "lastName", "email", "phone", "policeAgency", "incidentLocation"].includes(key)) continue;
    const value = field(facts as Record<string, unknown>, key);
    if (value) words[FACT_SEARCH[key]].push(...foldedWords(value));
  }
}

/** A stored request as the index reads it: its id, its payload as stored, its facts as stored (JSON). */
export type IndexedRequest = { id: string; payload: string; facts?: string | null };

/**
 * What the index holds of a stored request: its reference (the id's first eight characters,
 * which the visitor was shown), name, email and phone, the booking and case numbers; the
 * agency, the place, the officers and the court; the description and the practice's notes of
 * injuries, care, evidence and witnesses. Both what was sent and what the office corrected
 * are there, so a search finds them by either. The requests merged into it add their own
 * words, and their references. A payload that is not a form's fields (a spam body as
 * received) is all story.
 */
export function searchDocument(request: IndexedRequest, merged: readonly IndexedRequest[] = []): SearchDocument {
  const words: Words = { who: [], place: [], story: [] };
  for (const each of [request, ...merged]) addRequest(words, each.id, each.payload, factsOf(each.facts));
  return { who: unique(words.who), place: unique(words.place), story: unique(words.story) };
}

/** A search as the office typed it, read for the index: words that must all appear, each as the start of a word of the request. */
export type SearchTerms = { words: string[] };

const PHONE_LIKE = /^[\s()+.\-\d]+$/;
/** A reference as it is read out or written down in two halves: "3F2A-91BC". */
const SPLIT_REFERENCE = /^([0-9a-f]{4})\s*[-–]\s*([0-9a-f]{4})$/i;

/**
 * Reads a search box: a phone number in any format is its digits ("+1 (323) 555-0148" is
 * 3235550148); a reference is a word like any other (the index holds it), and a whole id
 * pasted from a mail is its reference; anything else is its folded words. Null when nothing
 * searchable is left.
 */
export function searchTerms(input: string): SearchTerms | null {
  const text = input.trim();
  if (!text) return null;
  if (REQUEST_ID.test(text.toLowerCase())) return { words: foldedWords(requestReference(text) ?? "") };
  const reference = SPLIT_REFERENCE.exec(text);
  if (reference) return { words: [`${reference[1]}${reference[2]}`.toLowerCase()] };
  const phone = PHONE_LIKE.test(text) ? phoneKey(text) : null;
  const words = phone ? [phone] : [...new Set(foldedWords(text))].slice(0, MAX_TERMS);
  return words.length > 0 ? { words } : null;
}

/**
 * Whether a word of the request matches one of a search's words: the start of it, or all of it
 * for a single character (one letter would match half the index); with `stemmed` (a place or
 * what happened, where the index holds stems), also a word one of whose stems starts with one
 * of the search words' stems ("tased" for "taser"), or is a short one. The search's stems are
 * taken once, here; a word's only when its letters did not match and it begins with the letter
 * one of those stems begins with (a stem keeps its word's first letter: stemming.test.ts).
 */
export function wordMatcher(terms: readonly string[], stemmed = false): (word: string) => boolean {
  const asked = stemmed ? terms.filter(stemmedTerm).flatMap(stemsOf) : [];
  const firstLetters = new Set(asked.map((stem) => stem[0]));
  const byStem = (stem: string) => asked.some((each) => (stemIsPrefix(each) ? stem.startsWith(each) : stem === each));
  return (word) =>
    terms.some((term) => (term.length === 1 ? word === term : word.startsWith(term))) ||
    (firstLetters.has(word[0]) && stemsOf(word).some(byStem));
}
