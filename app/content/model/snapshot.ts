/**
 * A version of the site's content: every document's value (./documents.ts), with what the
 * editor keeps beside it (when each language of a text was last edited, the sample values the
 * firm confirmed as its own, whether the firm has reviewed the Spanish). What drafts, published
 * versions, imports and exports hold, as JSON; checked by the documents' schemas.
 */
import { z } from "zod";
import { DOCUMENTS, documentById, rootField, type ContentDocument } from "./documents";
import { leaves, pathKey, readPhone, schemaOf, type Field, type ImageRef } from "./fields";

export const SNAPSHOT_FORMAT = 1;

/** When each language of a text was last edited, in ms: the Spanish older than the English needs translation. */
export type Edited = Record<string, { en?: number; es?: number }>;

export type StoredDocument = {
  value: unknown;
  edited?: Edited;
  /** Sample values (ContentDocument.samples) the firm keeps as its own. */
  confirmed?: string[];
  /** The firm has reviewed the Spanish of this document. */
  reviewed?: boolean;
};

export type ContentSnapshot = {
  format: typeof SNAPSHOT_FORMAT;
  documents: Record<string, StoredDocument>;
  /** The firm has reviewed the Spanish of the site's interface (the form, the widget, the menus). */
  interfaceReviewed?: boolean;
};

const StoredDocumentSchema = z.object({
  value: z.unknown(),
  edited: z.record(z.string(), z.object({ en: z.number().optional(), es: z.number().optional() })).optional(),
  confirmed: z.array(z.string()).optional(),
  reviewed: z.boolean().optional(),
});

/** The envelope of a snapshot (a file to import, a stored version); each document's value is checked apart. */
export const ContentSnapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  documents: z.record(z.string(), StoredDocumentSchema),
  interfaceReviewed: z.boolean().optional(),
});

/** One refusal: where (the document, the field's path) and why, in the office's words. */
export type FieldError = { document: string; path: string; message: string };

/** A document's value as its schema reads it: the errors beside their fields, or the value. */
export function checkDocument(
  document: ContentDocument,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; errors: FieldError[] } {
  const parsed = schemaOf(rootField(document)).safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({
      document: document.id,
      path: pathKey(issue.path as (string | number)[]),
      message: issue.message,
    })),
  };
}

/** A whole snapshot checked: every document known and valid, none missing. */
export function checkSnapshot(
  input: unknown,
): { ok: true; snapshot: ContentSnapshot } | { ok: false; errors: FieldError[] } {
  const envelope = ContentSnapshotSchema.safeParse(input);
  if (!envelope.success) {
    return {
      ok: false,
      errors: envelope.error.issues.map((issue) => ({
        document: "",
        path: pathKey(issue.path as string[]),
        message: issue.message,
      })),
    };
  }
  const errors: FieldError[] = [];
  const documents: Record<string, StoredDocument> = {};
  for (const id of Object.keys(envelope.data.documents)) {
    if (!documentById(id)) errors.push({ document: id, path: "", message: "The site has no such document." });
  }
  for (const document of DOCUMENTS) {
    const stored = envelope.data.documents[document.id];
    if (!stored) {
      errors.push({ document: document.id, path: "", message: "This document is missing." });
      continue;
    }
    const checked = checkDocument(document, stored.value);
    if (checked.ok) documents[document.id] = { ...stored, value: checked.value };
    else errors.push(...checked.errors);
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, snapshot: { ...envelope.data, format: SNAPSHOT_FORMAT, documents } };
}

type ModuleValue = Record<string, unknown>;

/**
 * A field's value from the content modules: the English module's, with the Spanish twin's texts
 * beside it. The first version of every document is built this way (./first-version.server.ts).
 */
export function fromModules(field: Field, en: unknown, es: unknown): unknown {
  switch (field.kind) {
    case "text":
      return field.translated ? { en: String(en ?? ""), es: String(es ?? en ?? "") } : String(en ?? "");
    case "flag":
      return en === true;
    case "image": {
      const image = (en ?? {}) as { ref?: ImageRef; alt?: string };
      return {
        ref: image.ref,
        alt: { en: image.alt ?? "", es: (es as { alt?: string } | undefined)?.alt ?? image.alt ?? "" },
      };
    }
    case "list": {
      const items = Array.isArray(en) ? en : [];
      const twins = Array.isArray(es) ? es : [];
      return items.map((item, index) => fromModules(field.item, item, twins[index]));
    }
    case "group": {
      const record = (en ?? {}) as ModuleValue;
      const twin = (es ?? {}) as ModuleValue;
      return Object.fromEntries(
        Object.entries(field.fields).map(([key, child]) => [key, fromModules(child, record[key], twin[key])]),
      );
    }
    default:
      return en === undefined || en === null ? "" : String(en);
  }
}

/** A document's value in one language, shaped as its content module's exports. */
export function localize(field: Field, value: unknown, language: "en" | "es"): unknown {
  switch (field.kind) {
    case "text":
      return field.translated ? (value as { en: string; es: string })[language] : value;
    case "image": {
      const image = value as { ref: ImageRef; alt: { en: string; es: string } };
      return { ref: image.ref, alt: image.alt[language] };
    }
    case "year":
      return Number(value);
    case "list":
      return (value as unknown[]).map((item) => localize(field.item, item, language));
    case "group": {
      const record = value as ModuleValue;
      return Object.fromEntries(
        Object.entries(field.fields).map(([key, child]) => [key, localize(child, record[key], language)]),
      );
    }
    default:
      return value;
  }
}

function isPlainObject(value: unknown): value is ModuleValue {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A module's exports with a document's value laid over them: what the document names comes from
 * the version, everything else (functions, paths, a sizes attribute) stays the module's.
 */
export function overlay(module: unknown, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = Array.isArray(module) ? module : [];
    return value.map((item, index) => overlay(items[index], item));
  }
  if (isPlainObject(value)) {
    const base = isPlainObject(module) ? module : {};
    const merged: ModuleValue = { ...base };
    for (const [key, item] of Object.entries(value)) merged[key] = overlay(base[key], item);
    return merged;
  }
  return value;
}

/** The firm's facts need a little more than their fields: the phone is also dialled (E.164). */
export function withDerivedFacts(id: string, exports: ModuleValue): ModuleValue {
  if (id !== "firm" || !isPlainObject(exports.firm)) return exports;
  const firm = exports.firm as { phone?: { display?: string; e164?: string } };
  const phone = readPhone(firm.phone?.display ?? "");
  return phone ? { ...exports, firm: { ...firm, phone: { ...firm.phone, ...phone } } } : exports;
}

/**
 * A stored snapshot brought up to this release's documents: a document or field a newer release
 * added comes from the first version, one it removed is dropped. So an older version stays
 * readable and publishable after an upgrade.
 */
export function upgradeSnapshot(stored: ContentSnapshot, first: ContentSnapshot): ContentSnapshot {
  const documents: Record<string, StoredDocument> = {};
  for (const document of DOCUMENTS) {
    const own = stored.documents[document.id];
    const base = first.documents[document.id]!;
    documents[document.id] = own ? { ...own, value: fillMissing(rootField(document), own.value, base.value) } : base;
  }
  return { ...stored, documents };
}

function fillMissing(field: Field, value: unknown, base: unknown): unknown {
  if (field.kind === "group") {
    const record = isPlainObject(value) ? value : {};
    const fallback = isPlainObject(base) ? base : {};
    return Object.fromEntries(
      Object.entries(field.fields).map(([key, child]) => [
        key,
        key in record ? fillMissing(child, record[key], fallback[key]) : fallback[key],
      ]),
    );
  }
  if (field.kind === "list") {
    if (!Array.isArray(value)) return base;
    const fallback = Array.isArray(base) ? base : [];
    return value.map((item, index) => fillMissing(field.item, item, fallback[index] ?? fallback[0]));
  }
  return value === undefined ? base : value;
}

/** The texts whose Spanish is older than their English: "needs translation", per field. */
export function needsTranslation(document: ContentDocument, stored: StoredDocument): string[] {
  if (document.oneLanguage) return [];
  const edited = stored.edited ?? {};
  const stale: string[] = [];
  for (const leaf of leaves(rootField(document), stored.value)) {
    if (leaf.field.kind !== "text" || !leaf.field.translated) continue;
    const key = pathKey(leaf.path);
    const times = edited[key];
    if (times?.en !== undefined && (times.es ?? 0) < times.en) stale.push(key);
  }
  return stale;
}

/** The value at a path of a document's value ("homeCopy.hero.title"). */
export function valueAt(value: unknown, path: string): unknown {
  if (path === "") return value;
  return path.split(".").reduce<unknown>((current, key) => {
    if (Array.isArray(current)) return current[Number(key)];
    return isPlainObject(current) ? current[key] : undefined;
  }, value);
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
