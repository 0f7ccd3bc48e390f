/**
 * A document's editor as an HTML form: each field's inputs named by its path ("homeCopy.hero.title.en"),
 * read back into the document's value, with the list operations (add, remove, move) its buttons
 * post, and what the editor keeps beside the value (when each language of a text was edited,
 * the samples confirmed, the Spanish reviewed). No script needed; the autosave posts the same.
 */
import type { ContentDocument } from "~/content/model/documents";
import { rootField } from "~/content/model/documents";
import { leaves, pathKey, readPhone, type Field } from "~/content/model/fields";
import type { FieldError, StoredDocument } from "~/content/model/snapshot";

/** Invisible characters nobody types on purpose: control characters (line breaks and tabs aside) and format characters. */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const UNTYPED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|(?![\u200c\u200d])\p{Cf}/gu;

/** Text as the office typed it: line breaks kept in a multi-line field, one line otherwise, trimmed. */
function typed(value: string | null, multiline: boolean): string {
  const text = (value ?? "").replace(/\r\n?/g, "\n").replace(UNTYPED, "");
  return (multiline ? text : text.replace(/\s+/g, " ")).trim();
}

/** The last value posted under a name: a checkbox posts "false" from its hidden twin, then "true" when ticked. */
const last = (form: URLSearchParams, name: string) => form.getAll(name).at(-1) ?? null;

export const ITEMS = "__items";

/** A field's value as the form posted it. */
export function valueFromForm(field: Field, form: URLSearchParams, path: (string | number)[] = []): unknown {
  const name = pathKey(path);
  switch (field.kind) {
    case "text":
      return field.translated
        ? { en: typed(form.get(`${name}.en`), field.multiline), es: typed(form.get(`${name}.es`), field.multiline) }
        : typed(form.get(name), field.multiline);
    case "flag":
      return last(form, name) === "true";
    case "choice":
      return form.get(name) ?? "";
    case "image": {
      const [kind, id] = (form.get(`${name}.ref`) ?? "").split(":");
      return {
        ref: kind === "upload" ? { upload: id ?? "" } : { builtin: id ?? "" },
        alt: { en: typed(form.get(`${name}.alt.en`), false), es: typed(form.get(`${name}.alt.es`), false) },
      };
    }
    case "list": {
      const count = Math.min(Number(form.get(`${name}.${ITEMS}`) ?? 0) || 0, field.max + 1);
      return Array.from({ length: count }, (_, index) => valueFromForm(field.item, form, [...path, index]));
    }
    case "group":
      return Object.fromEntries(
        Object.entries(field.fields).map(([key, child]) => [key, valueFromForm(child, form, [...path, key])]),
      );
    case "phone": {
      // Written as the site shows it, however it was typed: "707 555 0142" is "(707) 555-0142".
      const text = typed(form.get(name), false);
      return readPhone(text)?.display ?? text;
    }
    default:
      return typed(form.get(name), false);
  }
}

/** A list button's operation: "add:pressItems", "remove:pressItems.3", "up:…", "down:…". */
export type ListOperation = { kind: "add" | "remove" | "up" | "down"; path: string };

export function listOperation(form: URLSearchParams): ListOperation | null {
  const match = /^(add|remove|up|down):([\w.-]+)$/.exec(form.get("op") ?? "");
  return match ? { kind: match[1] as ListOperation["kind"], path: match[2]! } : null;
}

function fieldAt(root: Field, path: string[]): Field | undefined {
  let field: Field | undefined = root;
  for (const key of path) {
    if (!field) return undefined;
    if (field.kind === "group") field = field.fields[key];
    else if (field.kind === "list") field = field.item;
    else return undefined;
  }
  return field;
}

/** An empty value of a field: what "Add" appends to a list. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case "text":
      return field.translated ? { en: "", es: "" } : "";
    case "flag":
      return false;
    case "choice":
      return Object.keys(field.options)[0] ?? "";
    case "image":
      return { ref: { builtin: "" }, alt: { en: "", es: "" } };
    case "list":
      return [];
    case "group":
      return Object.fromEntries(Object.entries(field.fields).map(([key, child]) => [key, emptyValue(child)]));
    default:
      return "";
  }
}

/**
 * The value with a list operation applied, and how the paths of the "needs translation" marks
 * move with it (an item moved keeps its marks; a removed item's go).
 */
export function applyListOperation(
  document: ContentDocument,
  value: unknown,
  operation: ListOperation,
): { value: unknown; renamed: (path: string) => string | null } {
  const root = rootField(document);
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = operation.path.split(".");
  const listPath = operation.kind === "add" ? keys : keys.slice(0, -1);
  const index = operation.kind === "add" ? -1 : Number(keys.at(-1));
  const listField = fieldAt(root, listPath);
  let list: unknown = copy;
  for (const key of listPath) list = (list as Record<string, unknown>)?.[key];
  const identity = { value: copy as unknown, renamed: (path: string) => path };
  if (!Array.isArray(list) || listField?.kind !== "list") return identity;
  const prefix = `${listPath.join(".")}.`;
  const move = (from: number, to: number) => (path: string) => {
    if (!path.startsWith(prefix)) return path;
    const [at, ...rest] = path.slice(prefix.length).split(".");
    const position = Number(at);
    const next = position === from ? to : position === to ? from : position;
    return [listPath.join("."), next, ...rest].join(".");
  };
  switch (operation.kind) {
    case "add":
      if (list.length < listField.max) list.push(emptyValue(listField.item));
      return identity;
    case "remove":
      if (index < 0 || index >= list.length || list.length <= listField.min) return identity;
      list.splice(index, 1);
      return {
        value: copy,
        renamed: (path) => {
          if (!path.startsWith(prefix)) return path;
          const [at, ...rest] = path.slice(prefix.length).split(".");
          const position = Number(at);
          if (position === index) return null;
          return [listPath.join("."), position > index ? position - 1 : position, ...rest].join(".");
        },
      };
    case "up":
    case "down": {
      const to = operation.kind === "up" ? index - 1 : index + 1;
      if (index < 0 || to < 0 || to >= list.length) return identity;
      [list[index], list[to]] = [list[to], list[index]];
      return { value: copy, renamed: move(index, to) };
    }
  }
}

/**
 * What the editor keeps beside the new value: when each language of each text was last
 * changed (so a Spanish text older than its English shows "needs translation"), the samples
 * the firm confirms, whether it has reviewed the Spanish.
 */
export function nextStoredDocument(
  document: ContentDocument,
  before: StoredDocument,
  value: unknown,
  form: URLSearchParams,
  now: number,
  renamed: (path: string) => string | null = (path) => path,
): StoredDocument {
  const edited: NonNullable<StoredDocument["edited"]> = {};
  for (const [path, times] of Object.entries(before.edited ?? {})) {
    const next = renamed(path);
    if (next !== null) edited[next] = { ...times };
  }
  const old = new Map(
    [...leaves(rootField(document), before.value)].map((leaf) => [
      pathKey(leaf.path),
      leaf.value as { en?: string; es?: string },
    ]),
  );
  const beforePaths = new Map([...old.keys()].map((path) => [renamed(path), path]));
  for (const leaf of leaves(rootField(document), value)) {
    if (leaf.field.kind !== "text" || !leaf.field.translated) continue;
    const key = pathKey(leaf.path);
    const was = old.get(beforePaths.get(key) ?? key);
    const is = leaf.value as { en: string; es: string };
    const times = (edited[key] ??= {});
    if (was?.en !== is.en) times.en = now;
    if (was?.es !== is.es || form.get(`${key}.es-still-right`) === "true") times.es = now;
    if (times.en === undefined && times.es === undefined) delete edited[key];
  }
  const confirmed = (document.samples ?? []).filter((sample) => last(form, `confirm:${sample}`) === "true");
  return {
    value,
    ...(Object.keys(edited).length > 0 ? { edited } : {}),
    ...(confirmed.length > 0 ? { confirmed } : {}),
    ...(document.oneLanguage ? {} : { reviewed: last(form, "spanish-reviewed") === "true" }),
  };
}

/** Each refusal beside its field: by the name of the input it concerns. */
export function errorsByInput(errors: readonly FieldError[]): Record<string, string> {
  const byInput: Record<string, string> = {};
  for (const error of errors) byInput[error.path] ??= error.message;
  return byInput;
}

/** The id of a field's input, for a link from a message or the launch list to it. */
export function inputId(name: string): string {
  return `f-${name.replace(/[^\w-]+/g, "-")}`;
}

/** A document's id as its editor's URL says it: "practice-areas/pages/civil-rights" is "practice-areas.pages.civil-rights". */
export const documentSlug = (id: string) => id.replaceAll("/", ".");
export const documentIdOf = (slug: string) => slug.replaceAll(".", "/");

export function editorHref(documentId: string, path = "", language?: "en" | "es"): string {
  const anchor = path ? `#${inputId(language ? `${path}.${language}` : path)}` : "";
  return `/office/site/edit/${documentSlug(documentId)}${anchor}`;
}

/** The inputs a field's editor posts for a value: the inverse of valueFromForm (for scripts and tests). */
export function formFields(field: Field, value: unknown, path: (string | number)[] = []): [string, string][] {
  const name = pathKey(path);
  switch (field.kind) {
    case "text": {
      if (!field.translated) return [[name, String(value ?? "")]];
      const texts = (value ?? {}) as { en?: string; es?: string };
      return [
        [`${name}.en`, texts.en ?? ""],
        [`${name}.es`, texts.es ?? ""],
      ];
    }
    case "flag":
      return value === true
        ? [
            [name, "false"],
            [name, "true"],
          ]
        : [[name, "false"]];
    case "image": {
      const image = (value ?? {}) as {
        ref?: { upload?: string; builtin?: string };
        alt?: { en?: string; es?: string };
      };
      return [
        [`${name}.ref`, image.ref?.upload ? `upload:${image.ref.upload}` : `builtin:${image.ref?.builtin ?? ""}`],
        [`${name}.alt.en`, image.alt?.en ?? ""],
        [`${name}.alt.es`, image.alt?.es ?? ""],
      ];
    }
    case "list": {
      const items = Array.isArray(value) ? value : [];
      return [
        [`${name}.${ITEMS}`, String(items.length)],
        ...items.flatMap((item, index) => formFields(field.item, item, [...path, index])),
      ];
    }
    case "group": {
      const record = (value ?? {}) as Record<string, unknown>;
      return Object.entries(field.fields).flatMap(([key, child]) => formFields(child, record[key], [...path, key]));
    }
    default:
      return [[name, String(value ?? "")]];
  }
}
