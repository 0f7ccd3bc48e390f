/**
 * The kinds of field the firm edits, each one declaration: what it holds, how it is checked
 * (a Zod schema, with the office's words for every refusal), and which widget the editor draws
 * (app/office/site/). A document (./documents.ts) is a tree of these, shaped like the content
 * module it replaces; its value is the module's exports with every translated text as
 * `{ en, es }`, so English and Spanish sit side by side in the editor and in storage.
 */
import { z } from "zod";
import { isSafeLink } from "./markdown";
import { tokensIn, unknownTokens, WORD_TOKENS, type Token } from "./tokens";

/** A translated text: the same field in each edition. */
export type Bilingual = { en: string; es: string };
export const LANGUAGES = ["en", "es"] as const;
export type ContentLanguage = (typeof LANGUAGES)[number];

type Common = {
  label: string;
  /** One line under the label: what the field is for, an example. */
  help?: string;
};

export type TextField = Common & {
  kind: "text";
  /** Both languages (`{ en, es }`), or one value for both (a name, a citation). */
  translated: boolean;
  /** A textarea; with `markdown`, paragraphs, lists, emphasis and links (./markdown.ts). */
  multiline: boolean;
  markdown: boolean;
  max: number;
  optional: boolean;
  /** Which placeholders it may name: every editor token, none, or those and some of its own (a letter's). */
  tokens: "all" | "facts" | "none";
  extraTokens?: readonly string[];
};

export type FactKind = "phone" | "email" | "url" | "year" | "date" | "opening-hours";
export type FactField = Common & { kind: FactKind; optional: boolean };
export type ChoiceField = Common & { kind: "choice"; options: Readonly<Record<string, string>> };
export type FlagField = Common & { kind: "flag" };
/** An image the firm uploads (server/content/images.ts), or the site's own artwork. */
export type ImageField = Common & { kind: "image"; slot: ImageSlot };
export type ListField = Common & {
  kind: "list";
  item: Field;
  min: number;
  max: number;
  /** What one item is called: "Press item". */
  itemLabel: string;
  /** The words that name an item in lists and messages, from its value. */
  describe?: (item: unknown) => string;
};
export type GroupField = Common & { kind: "group"; fields: Readonly<Record<string, Field>> };

export type Field = TextField | FactField | ChoiceField | FlagField | ImageField | ListField | GroupField;

/** The images the pages show, with the shape each is cut to. */
export const IMAGE_SLOTS = {
  portrait: { label: "Portrait", width: 960, height: 1200, widths: [320, 480, 640, 960] },
  hero: { label: "Wide photo", width: 1600, height: 900, widths: [640, 960, 1280, 1600] },
  card: { label: "Card photo", width: 640, height: 400, widths: [320, 480, 640] },
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** An image as a document holds it: the site's own artwork by name, or an upload by its id. */
export type ImageRef = { builtin: string } | { upload: string };

// The builders. Limits default to what a heading, a line or a paragraph needs.
type TextOptions = Partial<Omit<TextField, "kind" | "label">>;

export function line(label: string, options: TextOptions = {}): TextField {
  return {
    kind: "text",
    label,
    translated: true,
    multiline: false,
    markdown: false,
    max: 160,
    optional: false,
    tokens: "all",
    ...options,
  };
}

export function paragraph(label: string, options: TextOptions = {}): TextField {
  return line(label, { multiline: true, max: 1200, ...options });
}

export function markdown(label: string, options: TextOptions = {}): TextField {
  return line(label, { multiline: true, markdown: true, max: 8000, ...options });
}

/** One value for both languages: a name, a citation, a publication. */
export function name(label: string, options: TextOptions = {}): TextField {
  return line(label, { translated: false, tokens: "none", ...options });
}

export function fact(kind: FactKind, label: string, options: { help?: string; optional?: boolean } = {}): FactField {
  return { kind, label, optional: false, ...options };
}

export function choice(label: string, options: Readonly<Record<string, string>>, help?: string): ChoiceField {
  return { kind: "choice", label, options, ...(help ? { help } : {}) };
}

export function flag(label: string, help?: string): FlagField {
  return { kind: "flag", label, ...(help ? { help } : {}) };
}

export function image(label: string, slot: ImageSlot, help?: string): ImageField {
  return { kind: "image", label, slot, ...(help ? { help } : {}) };
}

export function group(label: string, fields: Record<string, Field>, help?: string): GroupField {
  return { kind: "group", label, fields, ...(help ? { help } : {}) };
}

export function list(
  label: string,
  item: Field,
  options: { itemLabel: string; min?: number; max?: number; help?: string; describe?: (item: unknown) => string },
): ListField {
  return { kind: "list", label, item, min: 0, max: 60, ...options };
}

// What each refusal says, in the office's words (app/office/ uses the same voice).
export const FIELD_MESSAGES = {
  required: "This cannot be empty.",
  spanishRequired: "Add the Spanish.",
  englishRequired: "Add the English.",
  tooLong: (max: number) => `Keep this under ${max.toLocaleString("en-US")} characters.`,
  phone: "Write a US phone number with its area code, like (707) 555-0142.",
  email: "Write an email address, like office@yourfirm.com.",
  url: "Write a whole web address starting with https://.",
  year: "Write a year, like 2009.",
  date: "Choose a date.",
  hours: 'Write the hours as search engines read them, like "Mo-Fr 09:00-17:00".',
  choice: "Choose one of the options.",
  tooFew: (min: number, item: string) => `Keep at least ${min} ${item.toLowerCase()}${min === 1 ? "" : "s"}.`,
  tooMany: (max: number, item: string) => `Keep at most ${max} ${item.toLowerCase()}s.`,
  unknownToken: (names: string[]) =>
    `${names.map((name) => `{${name}}`).join(", ")} ${names.length === 1 ? "is" : "are"} not a placeholder the site knows. The ones it knows are listed at the top.`,
  noTokens: "Placeholders such as {firm} cannot be used here: write the words themselves.",
  wordToken: (names: string[]) =>
    `${names.map((name) => `{${name}}`).join(", ")} cannot be used here: this text is itself what a placeholder stands for.`,
  link: "Links may only start with https://, tel:, mailto: or / (a page of this site).",
  image: "Choose an image.",
} as const;

const PHONE = /^\+?1?[\s.-]*\(?([2-9]\d{2})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})$/;

/** A US number as the site shows it and dials it, or null. */
export function readPhone(text: string): { display: string; e164: string } | null {
  const match = PHONE.exec(text.trim());
  if (!match) return null;
  const [, area, exchange, number] = match;
  return { display: `(${area}) ${exchange}-${number}`, e164: `+1${area}${exchange}${number}` };
}

const OPENING_HOURS =
  /^(?:(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)* \d{2}:\d{2}-\d{2}:\d{2})(?:; ?(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)* \d{2}:\d{2}-\d{2}:\d{2})*$/;

function checkText(field: TextField, value: string, context: z.RefinementCtx, missing: string) {
  if (!field.optional && value.trim() === "") {
    context.addIssue({ code: "custom", message: missing });
    return;
  }
  if (value.length > field.max) context.addIssue({ code: "custom", message: FIELD_MESSAGES.tooLong(field.max) });
  const unknown = unknownTokens(value).filter((name) => !field.extraTokens?.includes(name));
  if (field.tokens === "none" && (tokensIn(value).length > 0 || unknown.length > 0)) {
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.noTokens });
  } else if (unknown.length > 0) {
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.unknownToken(unknown) });
  } else if (field.tokens === "facts") {
    const words = tokensIn(value).filter((name: Token) => (WORD_TOKENS as readonly string[]).includes(name));
    if (words.length > 0) context.addIssue({ code: "custom", message: FIELD_MESSAGES.wordToken(words) });
  }
  if (field.markdown && !linksAreSafe(value)) context.addIssue({ code: "custom", message: FIELD_MESSAGES.link });
}

function linksAreSafe(text: string): boolean {
  return [...text.matchAll(/\]\(([^)\s]*)\)/g)].every((match) => isSafeLink(match[1]!));
}

/** A text of one language, checked as its field says. */
function textSchema(field: TextField, missing: string) {
  return z.string({ error: missing }).superRefine((value, context) => checkText(field, value, context, missing));
}

function factSchema(field: FactField) {
  const message = {
    phone: FIELD_MESSAGES.phone,
    email: FIELD_MESSAGES.email,
    url: FIELD_MESSAGES.url,
    year: FIELD_MESSAGES.year,
    date: FIELD_MESSAGES.date,
    "opening-hours": FIELD_MESSAGES.hours,
  }[field.kind];
  const valid = (value: string): boolean => {
    switch (field.kind) {
      case "phone":
        return readPhone(value) !== null;
      case "email":
        return z.email().safeParse(value).success;
      case "url":
        return /^https:\/\/[^\s/]+\.[^\s]+$/.test(value) && URL.canParse(value);
      case "year":
        return /^(19|20)\d{2}$/.test(value);
      case "date":
        return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
      case "opening-hours":
        return OPENING_HOURS.test(value);
    }
  };
  return z.string({ error: message }).superRefine((value, context) => {
    if (value.trim() === "") {
      if (!field.optional) context.addIssue({ code: "custom", message: FIELD_MESSAGES.required });
    } else if (!valid(value.trim())) {
      context.addIssue({ code: "custom", message });
    }
  });
}

/** The Zod schema of a field's value: what every draft, import and publish is checked by. */
export function schemaOf(field: Field): z.ZodType {
  switch (field.kind) {
    case "text":
      return field.translated
        ? z.object({
            en: textSchema(field, FIELD_MESSAGES.englishRequired),
            es: textSchema(field, FIELD_MESSAGES.spanishRequired),
          })
        : textSchema(field, FIELD_MESSAGES.required);
    case "choice":
      return z.enum(Object.keys(field.options) as [string, ...string[]], { error: FIELD_MESSAGES.choice });
    case "flag":
      return z.boolean();
    case "image":
      return z.object({
        ref: z.union(
          [z.object({ builtin: z.string().min(1) }), z.object({ upload: z.string().regex(/^[\w-]{8,64}$/) })],
          {
            error: FIELD_MESSAGES.image,
          },
        ),
        alt: z.object({
          en: z.string().trim().min(1, FIELD_MESSAGES.englishRequired).max(300, FIELD_MESSAGES.tooLong(300)),
          es: z.string().trim().min(1, FIELD_MESSAGES.spanishRequired).max(300, FIELD_MESSAGES.tooLong(300)),
        }),
      });
    case "list":
      return z
        .array(schemaOf(field.item))
        .min(field.min, FIELD_MESSAGES.tooFew(field.min, field.itemLabel))
        .max(field.max, FIELD_MESSAGES.tooMany(field.max, field.itemLabel));
    case "group":
      return z.object(Object.fromEntries(Object.entries(field.fields).map(([key, child]) => [key, schemaOf(child)])));
    default:
      return factSchema(field);
  }
}

/** A value's path, as stored and as the editor names its inputs: "homeCopy.hero.title". */
export type FieldPath = (string | number)[];

export function pathKey(path: readonly (string | number)[]): string {
  return path.join(".");
}

/**
 * Every leaf of a value under its field: a text, a fact, a choice, a flag or an image, with its
 * path. The walk the rules, the "needs translation" marks and the comparison of versions share.
 */
export function* leaves(
  field: Field,
  value: unknown,
  path: FieldPath = [],
): Generator<{ field: Exclude<Field, ListField | GroupField>; value: unknown; path: FieldPath }> {
  if (field.kind === "group") {
    const record = (value ?? {}) as Record<string, unknown>;
    for (const [key, child] of Object.entries(field.fields)) yield* leaves(child, record[key], [...path, key]);
  } else if (field.kind === "list") {
    const items = Array.isArray(value) ? value : [];
    for (const [index, item] of items.entries()) yield* leaves(field.item, item, [...path, index]);
  } else {
    yield { field, value, path };
  }
}
