/**
 * The firm's facts inside its words: "{firm}", "{attorney}", "{phone}"… A text names a fact by
 * its placeholder and the page shows the fact of the version being rendered, so a new phone
 * number or name is typed once (in the firm's facts) and every sentence that names it follows.
 * The content modules, the first version, are written the same way.
 *
 * Resolved when a page reads its words (~/editions/words) and, in the browser, when an island
 * fills in its interface words with the facts the page carries (~/lib/site-text).
 */

/** The facts a placeholder stands for, in one edition's language. */
export type TokenValues = {
  firm: string;
  attorney: string;
  phone: string;
  email: string;
  city: string;
  since: string;
  "copyright year": string;
  address: string;
  /** The words below are the firm's in the edition's language. */
  area: string;
  "attorney title": string;
  hours: string;
  tagline: string;
  confidentiality: string;
  "fee terms": string;
  /**
   * Who at the office speaks Spanish (firm.spanishSpeakers, worded by spanishService in
   * ~/content/es/shared): the Spanish interface's own, "" in English. Not offered in the editor.
   */
  "who speaks spanish": string;
  "spanish greeting": string;
  /** " en español" while someone at the office answers in Spanish. */
  "in spanish": string;
};

export type Token = keyof TokenValues;

/** The placeholders only the site's own interface words use. */
const INTERFACE_TOKENS = ["who speaks spanish", "spanish greeting", "in spanish"] as const;
type EditorToken = Exclude<Token, (typeof INTERFACE_TOKENS)[number]>;

/** Every placeholder the firm may write, as the editor lists them, with what each stands for. */
export const TOKENS: Record<EditorToken, string> = {
  firm: "the firm's name",
  attorney: "the attorney's name",
  phone: "the office's phone number",
  email: "the office's email address",
  city: "the city of the office",
  since: "the year the practice started",
  "copyright year": "the year in the copyright line",
  address: "the office's address on one line",
  area: "where the practice works",
  "attorney title": "the attorney's title",
  hours: "the office hours",
  tagline: "the firm's tagline",
  confidentiality: "the promise of who receives a message",
  "fee terms": "how fees and case costs are handled (the firm's words)",
};

/** Placeholders whose values are themselves words: they may name facts, never each other. */
export const WORD_TOKENS: readonly EditorToken[] = [
  "area",
  "attorney title",
  "hours",
  "tagline",
  "confidentiality",
  "fee terms",
];

const PLACEHOLDER = /\{([a-z][a-z ]*[a-z])\}/g;

function isToken(name: string): name is Token {
  return Object.hasOwn(TOKENS, name) || (INTERFACE_TOKENS as readonly string[]).includes(name);
}

function isEditorToken(name: string): name is EditorToken {
  return Object.hasOwn(TOKENS, name);
}

/** The placeholders a text names that the firm may not write, for the editor's message. */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !isEditorToken(name));
}

/** The placeholders a text names. */
export function tokensIn(text: string): EditorToken[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter(isEditorToken);
}

/**
 * The text with each known placeholder replaced by its value. A full stop right after a value
 * that ends with one is not doubled ("Office hours: {hours}." with "… 5:00 p.m.").
 */
export function fillTokens(text: string, values: TokenValues): string {
  if (!text.includes("{")) return text;
  return text.replace(/\{([a-z][a-z ]*[a-z])\}(\.?)/g, (whole, name: string, stop: string) => {
    if (!isToken(name)) return whole;
    const value = values[name];
    return stop && value.endsWith(".") ? value : value + stop;
  });
}

/**
 * Every text in a value filled in: strings, the strings of arrays and objects, and what a
 * function of the words returns (a sentence built from a count or a name). Other values as they are.
 */
export function fillTokensDeep<T>(value: T, values: TokenValues): T {
  if (typeof value === "string") return fillTokens(value, values) as T;
  if (typeof value === "function") {
    const fn = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => fillTokensDeep(fn(...args), values)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillTokensDeep(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, values)])) as T;
  }
  return value;
}
