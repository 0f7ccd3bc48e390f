/**
 * What the site editor's pages need from a draft, worked out on the server: each part's state,
 * the launch list with a link to each field, the images a field may choose.
 */
import { DOCUMENTS, documentById, rootField, SECTIONS, type ContentDocument } from "~/content/model/documents";
import { leaves, pathKey, type Field } from "~/content/model/fields";
import { firstVersion } from "~/content/model/first-version.server";
import { launchFindings, type LaunchFinding } from "~/content/model/launch-rules";
import { needsTranslation, type ContentSnapshot } from "~/content/model/snapshot";
import { imageResolver, NO_MEDIA } from "~/editions/artwork";
import type { DraftState } from "../../../server/content/service";
import type { StoredImage } from "../../../server/content/images-repository";
import { officeTime } from "../format";
import { siteCopy } from "./copy";
import { editorHref, type ListOperation } from "./editor-form";
import type { ImageChoice } from "./field-editor";

export type PartState = {
  id: string;
  title: string;
  summary: string;
  draft: { by: string; at: string } | null;
  stale: number;
  awaitingReview: boolean;
  blocking: number;
};

export type ChecklistItem = { href: string; document: string; reason: string; message: string; language?: string };

function checklistItem(finding: LaunchFinding): ChecklistItem {
  const document = documentById(finding.document);
  return {
    href:
      finding.document === "interface"
        ? "/office/site/interface"
        : editorHref(finding.document, finding.path, finding.language),
    document: document
      ? finding.path
        ? `${document.title} · ${fieldLabel(document, finding.path)}`
        : document.title
      : siteCopy.interface,
    reason: siteCopy.reasons[finding.reason],
    message: finding.message,
    ...(finding.language ? { language: finding.language === "es" ? "Spanish" : "English" } : {}),
  };
}

/** The launch list of a version: what blocks a publish, then what is only listed. */
export function checklist(snapshot: ContentSnapshot) {
  const findings = launchFindings(snapshot, firstVersion());
  return {
    blocking: findings.filter((finding) => finding.blocks).map(checklistItem),
    listed: findings.filter((finding) => !finding.blocks).map(checklistItem),
    findings,
  };
}

/** Every part of the site, by section, with its state in the draft. */
export function parts(state: DraftState, findings: readonly LaunchFinding[]) {
  return SECTIONS.map((section) => ({
    section,
    title: siteCopy.sections[section],
    parts: DOCUMENTS.filter((document) => document.section === section).map((document): PartState => {
      const draft = state.drafts.get(document.id);
      const stored = state.snapshot.documents[document.id]!;
      return {
        id: document.id,
        title: document.title,
        summary: document.summary,
        draft: draft ? { by: draft.updatedBy, at: officeTime(draft.updatedAt) } : null,
        stale: needsTranslation(document, stored).length,
        awaitingReview: !document.oneLanguage && stored.reviewed !== true,
        blocking: findings.filter((finding) => finding.blocks && finding.document === document.id).length,
      };
    }),
  }));
}

const builtin = imageResolver(NO_MEDIA);

/**
 * What each image field of a document may show, by the field's path: its own artwork (as the
 * site shipped it) and every upload cut for its slot.
 */
export function imageChoices(document: ContentDocument, uploads: readonly StoredImage[]) {
  const first = firstVersion().documents[document.id]?.value;
  const choices: Record<string, ImageChoice[]> = {};
  for (const leaf of leaves(rootField(document), first)) {
    if (leaf.field.kind !== "image") continue;
    const name = (leaf.value as { ref?: { builtin?: string } }).ref?.builtin;
    const slot = leaf.field.slot;
    choices[pathKey(leaf.path)] = [
      ...(name
        ? [{ value: `builtin:${name}`, label: siteCopy.editor.image.builtin, src: builtin({ builtin: name }).src }]
        : []),
      ...uploads
        .filter((image) => image.slot === slot)
        .map((image) => {
          const file = image.files
            .filter((candidate) => candidate.format === "webp")
            .sort((a, b) => a.width - b.width)[0];
          return {
            value: `upload:${image.id}`,
            label: `Uploaded ${officeTime(image.uploadedAt)} by ${image.uploadedBy}`,
            src: `/office/site/media/${file?.name ?? ""}`,
          };
        }),
    ];
  }
  return choices;
}

/** The words for a list operation that only changed the form (nothing saved yet). */
export function operationNotice(document: ContentDocument, operation: ListOperation): string | null {
  if (operation.kind !== "add") return null;
  let field = { kind: "group", fields: document.fields } as {
    kind: string;
    fields?: Record<string, unknown>;
    item?: unknown;
    itemLabel?: string;
  };
  for (const key of operation.path.split(".")) {
    field = (field.kind === "group" ? field.fields?.[key] : field.item) as typeof field;
    if (!field) return null;
  }
  return field.kind === "list" ? siteCopy.editor.added(field.itemLabel ?? "") : null;
}

/** A field's name as the editor shows it: its labels from the document down ("Top of the page · Heading"). */
export function fieldLabel(document: ContentDocument, path: string): string {
  const names: string[] = [];
  let field: Field | undefined = rootField(document);
  for (const key of path.split(".").filter(Boolean)) {
    if (!field) break;
    if (field.kind === "group") {
      field = field.fields[key];
      if (field && field.kind !== "group") names.push(field.label);
      else if (field) names.push(field.label);
    } else if (field.kind === "list") {
      names.push(`${field.itemLabel} ${Number(key) + 1}`);
      field = field.item;
    } else if (field.kind === "image" || field.kind === "text") {
      names.push(key === "en" ? "English" : key === "es" ? "Spanish" : key);
      break;
    }
  }
  return names.slice(1).join(" · ") || names.join(" · ") || document.title;
}

/** A value as words for the history: a text's languages, a flag, an image. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value || "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object" && "en" in value && "es" in value) {
    const texts = value as { en: string; es: string };
    return `EN: ${texts.en || "—"}\nES: ${texts.es || "—"}`;
  }
  if (typeof value === "object" && "ref" in value) {
    const image = value as { ref: { upload?: string; builtin?: string }; alt?: { en?: string; es?: string } };
    return `${image.ref.upload ? `Uploaded image ${image.ref.upload.slice(0, 8)}` : "The site's own artwork"}\nEN: ${image.alt?.en ?? ""}\nES: ${image.alt?.es ?? ""}`;
  }
  return JSON.stringify(value);
}

/** The inbox's checklist of the version last asked for: worked out once per version, not per inbox page. */
let lastSampleFacts: { number: number; items: ChecklistItem[] } | undefined;

/** The sample facts the published site still shows: the inbox's first-run checklist. */
export function sampleFactsOf(version: { number: number; snapshot: ContentSnapshot }): ChecklistItem[] {
  if (lastSampleFacts?.number !== version.number) {
    lastSampleFacts = { number: version.number, items: sampleFacts(version.snapshot) };
  }
  return lastSampleFacts.items;
}

function sampleFacts(snapshot: ContentSnapshot): ChecklistItem[] {
  const samples = new Set<LaunchFinding["reason"]>([
    "fictional firm identity",
    "example.com address or link",
    "fictional 555 phone number",
    "sample item",
    "sample value",
    "awaiting the firm's confirmation",
  ]);
  return launchFindings(snapshot, firstVersion())
    .filter((finding) => samples.has(finding.reason))
    .map(checklistItem);
}
