/**
 * Text that crosses into the office: what the office types (a search, an address) and what
 * visitors sent, as the office's pages and exports show it.
 */

/** Control characters (NUL among them) and invisible format characters (U+202E, U+200B…). */
const UNTYPED = /[\p{Cc}\p{Cf}]/gu;

/**
 * What the office typed, as the server uses it: one line, without control or format
 * characters, which nobody types on purpose and which a database may refuse (PostgreSQL
 * refuses NUL), trimmed and bounded.
 */
export function officeInput(value: string, max: number): string {
  return value.replace(UNTYPED, "").trim().slice(0, max);
}

/**
 * Invisible characters that change how the text around them reads: bidirectional overrides
 * and isolates (a name that shows as "Maria exe.pdf"), zero-width spaces, control
 * characters. Line breaks and tabs stay (a case description keeps its paragraphs), and so do
 * the zero-width joiner and non-joiner, which some scripts and emoji need.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const DISGUISING = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|(?![\u200c\u200d])\p{Cf}/gu;

/** A visitor's text as the office's pages and exports show it: nothing in it hides or reorders what is written. */
export function shownText(value: string): string {
  return value.replace(DISGUISING, "");
}
