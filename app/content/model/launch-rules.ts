/**
 * What must not go live, checked on a version of the content: by Publish (a draft that breaks
 * one of the blocking rules is refused, with each reason beside its field) and by
 * `npm run check:launch`, which lists the published version's findings, the launch list
 * included, and exits 1 while any is left.
 *
 * Blocking (State Bar rules 7.1 to 7.5, and the site's samples):
 * - a sample placeholder: the fictional identity, an example.com address, a 555 number, an item
 *   still flagged as a sample, a sample value neither replaced nor confirmed, text awaiting the
 *   firm's confirmation;
 * - a result or testimonial shown without its disclaimer;
 * - a guarantee, or a superlative the firm cannot prove ("best", "#1", "sin precedentes"…);
 * - a Spanish term the glossary refuses (~/content/es/glossary.ts).
 * On the launch list only: a Spanish text older than its English ("needs translation"), and
 * Spanish the firm has not reviewed yet.
 */
import type { Firm } from "../firm";
import { replacedVariants } from "./glossary-check";
import { strongerThanEnglish } from "./spanish-pairs";
import { DOCUMENTS, rootField, type ContentDocument } from "./documents";
import { leaves, pathKey, type Field, type FieldPath } from "./fields";
import { plainText } from "./markdown";
import { needsTranslation, sameValue, valueAt, type ContentSnapshot } from "./snapshot";

export type LaunchReason =
  | "fictional firm identity"
  | "example.com address or link"
  | "fictional 555 phone number"
  | "sample item"
  | "sample value"
  | "awaiting the firm's confirmation"
  | "result without its disclaimer"
  | "guarantee or unprovable superlative"
  | "Spanish term the glossary refuses"
  | "Spanish stronger than the English"
  | "needs translation"
  | "Spanish awaiting the firm's review";

export type LaunchFinding = {
  document: string;
  /** The field's path in the document's value ("" for the whole document). */
  path: string;
  language?: "en" | "es";
  reason: LaunchReason;
  /** What is wrong, in the office's words, with the text or item concerned. */
  message: string;
  /** Refuses a publish; the rest are on the launch list only. */
  blocks: boolean;
};

/** The identity shipped in the first version: it must be gone before launch. */
export const SHIPPED_IDENTITY = /Avery Civil Rights Law|Avery Law\b|Jordan Avery|Example Avenue|Elena Morales/;
/** Domains reserved for examples (RFC 2606), in an address or a link. */
export const EXAMPLE_DOMAIN = /\bexample\.(?:com|org|net)\b|[@.][a-z0-9-]+\.(?:example|invalid|test)\b/i;
/** 555 numbers are fictional in North America (555-0100 to 555-0199 reserved for it). */
export const FICTIONAL_PHONE = /\b555[\s.-]?\d{4}\b|\+1\d{3}555\d{4}\b/;
/** A fact only the firm can give, written in the page's language. */
export const AWAITING_CONFIRMATION =
  /\[(?:to be confirmed by the firm|pendiente de confirmar por la oficina)[^\]]*\]?/i;

/**
 * Promises and claims the firm cannot prove (rule 7.1): a guarantee (but not "does not
 * guarantee"), "best" (but not "your best" or "we wish you the best"), rankings and "record"
 * claims, in both languages.
 */
const UNPROVABLE: RegExp[] = [
  /(?<!\b(?:not|no|cannot|can't|never|nor|or)\s+(?:\w+\s+){0,2})\bguarantee(?:s|d)?\b/i,
  /(?<!\b(?:your|our|their|his|her|its|at|wish you the)\s+)\bbest\b(?!\s+interests?\b)/i,
  /#\s?1\b|\bnumber one\b|\bno\.\s?1\b/i,
  /\btop[- ](?:rated|ranked|\d+)\b|\bleading\b|\bpremier\b|\bunmatched\b|\bunrivall?ed\b|\bunbeatable\b|\bsecond to none\b/i,
  /\brecord[- ]breaking\b|\bunprecedented\b|\bmost (?:successful|experienced|respected)\b/i,
  /\balways wins?\b|\bnever loses?\b(?!\s+sight)|\bwe will win\b/i,
  /(?<!\b(?:no|ni|nunca|sin)\s+(?:\p{L}+\s+){0,2})\bgarantiz\p{L}*|(?<!\b(?:no|ni|sin)\s+(?:\p{L}+\s+){0,2})\bgarantías?\b/iu,
  /\b(?:el|la|los|las) mejor(?:es)?\b/iu,
  /\bnúmero uno\b|\bsin precedentes?\b|\binigualables?\b|\binsuperables?\b|\bsiempre ganamos\b|\bnunca perdemos\b/iu,
];

/** A claim about a past result: a sum won or recovered. */
const RESULT_CLAIM =
  /\$\s?(?:\d+(?:\.\d+)?\s?(?:M\b|million|millones)|\d{3},\d{3}|\d{1,3}(?:,\d{3}){2,})|\brecovered (?:millions|over|more than)\b|\bmillones de dólares\b/i;

/** Where pages show the results disclaimer beside what a document says. */
const DISCLAIMED: Record<string, readonly string[]> = {
  achievements: [""],
  testimonials: [""],
  press: [""],
  home: ["homeCopy.achievements", "homeCopy.testimonials", "homeCopy.news"],
  about: ["aboutCopy.achievements"],
  headlines: ["headlinesCopy"],
};

function isDisclaimed(document: ContentDocument, value: unknown, path: FieldPath): boolean {
  const key = pathKey(path);
  if (DISCLAIMED[document.id]?.some((prefix) => prefix === "" || key === prefix || key.startsWith(`${prefix}.`))) {
    return true;
  }
  // A group with a "Show the results disclaimer" flag (the contact page's cards): the flag decides.
  for (let end = path.length - 1; end > 0; end--) {
    const group = valueAt(value, pathKey(path.slice(0, end)));
    if (group && typeof group === "object" && "disclaimer" in group)
      return (group as { disclaimer: unknown }).disclaimer === true;
  }
  return false;
}

type TextLeaf = { path: FieldPath; language?: "en" | "es"; text: string; field: Field };

/** Every text of a document's value, in each of its languages. */
function* textsOf(document: ContentDocument, value: unknown): Generator<TextLeaf> {
  for (const leaf of leaves(rootField(document), value)) {
    const { field, path } = leaf;
    if (field.kind === "text" && field.translated) {
      const texts = leaf.value as { en?: string; es?: string };
      for (const language of ["en", "es"] as const) {
        const text = texts?.[language] ?? "";
        yield { path, language, text: field.markdown ? plainText(text) : text, field };
      }
    } else if (field.kind === "image") {
      const alt = (leaf.value as { alt?: { en?: string; es?: string } })?.alt ?? {};
      for (const language of ["en", "es"] as const)
        yield { path: [...path, "alt"], language, text: alt[language] ?? "", field };
    } else if (typeof leaf.value === "string") {
      yield { path, text: leaf.value, field };
    }
  }
}

/** Each translated text of a document's value, its English beside its Spanish. */
function* translatedPairs(
  document: ContentDocument,
  value: unknown,
): Generator<{ path: FieldPath; en: string; es: string }> {
  for (const { field, path, value: texts } of leaves(rootField(document), value)) {
    if (field.kind !== "text" || !field.translated) continue;
    const { en = "", es = "" } = (texts ?? {}) as { en?: string; es?: string };
    yield { path, en: field.markdown ? plainText(en) : en, es: field.markdown ? plainText(es) : es };
  }
}

const excerpt = (text: string, max = 80) => {
  const single = text.trim().replace(/\s+/g, " ");
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
};

/** What the firm must change before the content may go live, and the launch list. */
export function launchFindings(snapshot: ContentSnapshot, first: ContentSnapshot): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const add = (finding: LaunchFinding) => findings.push(finding);
  for (const document of DOCUMENTS) {
    const stored = snapshot.documents[document.id];
    if (!stored) continue;
    const { value } = stored;

    for (const { path, language, text, field } of textsOf(document, value)) {
      const at = { document: document.id, path: pathKey(path), ...(language ? { language } : {}) };
      const placeholder = (reason: LaunchReason, message: string) => add({ ...at, reason, message, blocks: true });
      if (SHIPPED_IDENTITY.test(text))
        placeholder("fictional firm identity", `The sample firm is named here: “${excerpt(text)}”.`);
      if (EXAMPLE_DOMAIN.test(text))
        placeholder("example.com address or link", `A sample address or link: “${excerpt(text)}”.`);
      if (FICTIONAL_PHONE.test(text))
        placeholder("fictional 555 phone number", `A sample phone number: “${excerpt(text)}”.`);
      const awaiting = AWAITING_CONFIRMATION.exec(text)?.[0];
      if (awaiting)
        placeholder("awaiting the firm's confirmation", `Only the firm can say this: ${excerpt(awaiting, 120)}`);
      if (field.kind !== "text") continue;
      // A name, a citation, an honor's title or a publication's words are facts to get right, not claims to word.
      if (field.tokens !== "none") {
        const match = UNPROVABLE.map((pattern) => pattern.exec(text)).find(Boolean);
        if (match) {
          add({
            ...at,
            reason: "guarantee or unprovable superlative",
            message: `“${match[0]}” promises a result or claims what the firm cannot prove (State Bar rule 7.1): reword it.`,
            blocks: true,
          });
        }
      }
      if (RESULT_CLAIM.test(text) && !isDisclaimed(document, value, path)) {
        add({
          ...at,
          reason: "result without its disclaimer",
          message: `This speaks of a past result (“${excerpt(RESULT_CLAIM.exec(text)![0])}”) where the results disclaimer is not shown (rule 7.1).`,
          blocks: true,
        });
      }
      if (language === "es") {
        for (const refusal of replacedVariants(`${document.id}.ts`, [{ path: pathKey(path), text }])) {
          const [, term, preferred] = /“([^”]+)”.*→ “([^”]+)”/.exec(refusal) ?? [];
          add({
            ...at,
            reason: "Spanish term the glossary refuses",
            message: `The Spanish pages say “${preferred}”, not “${term}” (the site's glossary).`,
            blocks: true,
          });
        }
      }
    }

    for (const leaf of leaves(rootField(document), value)) {
      if (leaf.field.kind === "flag" && leaf.path.at(-1) === "sample" && leaf.value === true) {
        const item = leaf.path.slice(0, -1);
        const list = rootField(document);
        add({
          document: document.id,
          path: pathKey(item),
          reason: "sample item",
          message: `A sample, not the firm's own: ${excerpt(describeItem(list, value, item))}. Replace it with a real one, or remove it.`,
          blocks: true,
        });
      }
    }

    for (const sample of document.samples ?? []) {
      if (stored.confirmed?.includes(sample)) continue;
      const original = valueAt(first.documents[document.id]?.value, sample);
      if (original !== undefined && sameValue(valueAt(value, sample), original)) {
        add({
          document: document.id,
          path: sample,
          reason: "sample value",
          message: "Still the sample shipped with the site: replace it with the firm's own, or confirm it is right.",
          blocks: true,
        });
      }
    }

    for (const { path, en, es } of translatedPairs(document, value)) {
      const kind = document.id === "honors" && path.at(-1) === "title" ? "honor" : "text";
      for (const message of strongerThanEnglish(en, es, kind)) {
        add({
          document: document.id,
          path: pathKey(path),
          language: "es",
          reason: "Spanish stronger than the English",
          message: `${message} Now: “${excerpt(es)}”.`,
          blocks: true,
        });
      }
    }

    if (document.id === "firm") findings.push(...spanishServiceFindings(value));

    for (const path of needsTranslation(document, stored)) {
      add({
        document: document.id,
        path,
        language: "es",
        reason: "needs translation",
        message: "The English changed after the Spanish: translate it again, or mark the Spanish as still right.",
        blocks: false,
      });
    }
    if (!document.oneLanguage && stored.reviewed !== true) {
      add({
        document: document.id,
        path: "",
        language: "es",
        reason: "Spanish awaiting the firm's review",
        message: "The Spanish of this document awaits the firm's review.",
        blocks: false,
      });
    }
  }
  if (snapshot.interfaceReviewed !== true) {
    add({
      document: "interface",
      path: "",
      language: "es",
      reason: "Spanish awaiting the firm's review",
      message: "The Spanish of the site's forms, menus and message widget awaits the firm's review.",
      blocks: false,
    });
  }
  return findings;
}

/**
 * The Spanish-service statement is the firm's to make (rule 7.1: a Spanish page implies Spanish
 * service): in which language the consultation with the attorney is held must be chosen, and a
 * consultation "in Spanish" needs an attorney among those who speak it.
 */
function spanishServiceFindings(value: unknown): LaunchFinding[] {
  const firm = (value as { firm?: Partial<Firm> }).firm ?? {};
  const at = { document: "firm", path: "firm.spanishConsultation", blocks: true } as const;
  if (firm.spanishConsultation === "unconfirmed") {
    return [
      {
        ...at,
        reason: "awaiting the firm's confirmation",
        message:
          "Say whether the free consultation with the attorney can be held in Spanish, in English with an interpreter the office provides, or in English only: the Spanish pages tell visitors.",
      },
    ];
  }
  const attorneySpeaks = firm.spanishSpeakers?.some(({ role }) => role === "attorney" || role === "attorney-woman");
  if (firm.spanishConsultation === "in-spanish" && !attorneySpeaks) {
    return [
      {
        ...at,
        reason: "awaiting the firm's confirmation",
        message:
          "The consultation is said to be in Spanish, but no attorney is listed among those who speak Spanish: list the attorney, or choose the interpreter or English.",
      },
    ];
  }
  return [];
}

/** The words that name a list item in a message: its field's `describe`, or its first text. */
function describeItem(root: Field, value: unknown, path: FieldPath): string {
  let field: Field | undefined = root;
  let list: Field | undefined;
  for (const key of path) {
    if (!field) break;
    if (field.kind === "group") field = field.fields[String(key)];
    else if (field.kind === "list") {
      list = field;
      field = field.item;
    }
  }
  const item = valueAt(value, pathKey(path));
  if (list?.kind === "list" && list.describe) return list.describe(item);
  return JSON.stringify(item);
}

/** The findings that refuse a publish. */
export function publishRefusals(snapshot: ContentSnapshot, first: ContentSnapshot): LaunchFinding[] {
  return launchFindings(snapshot, first).filter((finding) => finding.blocks);
}
