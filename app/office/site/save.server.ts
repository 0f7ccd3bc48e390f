/**
 * A part's editor form, saved: read back into the document's value, a list's button applied,
 * checked by the document's schema, and saved over the revision the editor started from. What
 * the form shows again when it is not saved: every value as typed, each refusal beside its
 * field, another editor's version beside what differs.
 */
import type { ContentDocument } from "~/content/model/documents";
import { rootField } from "~/content/model/documents";
import { leaves, pathKey } from "~/content/model/fields";
import { checkDocument, valueAt, type StoredDocument } from "~/content/model/snapshot";
import type { OfficeRequestContext } from "../../../server/office/service";
import { officeTime } from "../format";
import { siteCopy } from "./copy";
import { applyListOperation, errorsByInput, listOperation, nextStoredDocument, valueFromForm } from "./editor-form";
import { operationNotice } from "./site.server";

export type ShownForm = {
  value: unknown;
  errors: Record<string, string>;
  theirs: Record<string, string>;
  revision: number;
  notice: string | null;
  conflict: string | null;
  stored: Pick<StoredDocument, "confirmed" | "reviewed">;
};

export type SaveResult =
  | { kind: "saved"; revision: number }
  | { kind: "discarded" }
  | { kind: "shown" | "invalid" | "conflict"; shown: ShownForm };

/** Another editor's saved texts where they differ from what this form holds, by input name. */
function theirsBeside(document: ContentDocument, theirs: unknown, mine: unknown): Record<string, string> {
  const differing: Record<string, string> = {};
  for (const leaf of leaves(rootField(document), theirs)) {
    const path = pathKey(leaf.path);
    const own = valueAt(mine, path);
    if (JSON.stringify(own) === JSON.stringify(leaf.value)) continue;
    if (leaf.field.kind === "text" && leaf.field.translated) {
      const texts = leaf.value as { en: string; es: string };
      const mineTexts = (own ?? {}) as { en?: string; es?: string };
      if (texts.en !== mineTexts.en) differing[`${path}.en`] = texts.en;
      if (texts.es !== mineTexts.es) differing[`${path}.es`] = texts.es;
    } else if (typeof leaf.value === "string") {
      differing[path] = leaf.value;
    }
  }
  return differing;
}

export async function saveDocumentForm(
  office: OfficeRequestContext,
  actor: string,
  document: ContentDocument,
  form: URLSearchParams,
): Promise<SaveResult> {
  const state = await office.site.draftState();
  const stored = state.snapshot.documents[document.id]!;
  const draft = state.drafts.get(document.id);
  const revision = Number(form.get("revision") ?? 0) || 0;
  if (form.get("intent") === "discard") {
    if (draft) await office.site.discardDraft(actor, document.id, draft.revision);
    return { kind: "discarded" };
  }
  const posted = valueFromForm(rootField(document), form);
  const operation = listOperation(form);
  const applied = operation
    ? applyListOperation(document, posted, operation)
    : { value: posted, renamed: (path: string) => path };
  const next = nextStoredDocument(document, stored, applied.value, form, Date.now(), applied.renamed);
  const kept = { confirmed: next.confirmed ?? [], ...(next.reviewed === undefined ? {} : { reviewed: next.reviewed }) };
  const shown = (fields: Partial<ShownForm>): ShownForm => ({
    value: applied.value,
    errors: {},
    theirs: {},
    revision,
    notice: null,
    conflict: null,
    stored: kept,
    ...fields,
  });
  // A new item is added to the form only: it is saved once filled in.
  if (operation?.kind === "add")
    return { kind: "shown", shown: shown({ notice: operationNotice(document, operation) }) };
  const checked = checkDocument(document, applied.value);
  if (!checked.ok) return { kind: "invalid", shown: shown({ errors: errorsByInput(checked.errors) }) };
  const current = draft?.revision ?? 0;
  const saved =
    current === revision &&
    (await office.site.saveDraft(actor, document.id, { ...next, value: checked.value }, revision));
  if (saved) return { kind: "saved", revision: revision + 1 };
  const fresh = await office.site.draftState();
  const meta = fresh.drafts.get(document.id);
  // The same words saved by the same person a moment ago (Save pressed twice, a proxy sending the
  // post again, an autosave crossing a Save): that save stands, and nothing is in conflict.
  if (
    meta?.updatedBy === actor &&
    JSON.stringify(fresh.snapshot.documents[document.id]!.value) === JSON.stringify(checked.value)
  ) {
    return { kind: "saved", revision: meta.revision };
  }
  // Someone saved this part since the form was opened: keep what was typed, show theirs beside it.
  return {
    kind: "conflict",
    shown: shown({
      theirs: theirsBeside(document, fresh.snapshot.documents[document.id]!.value, applied.value),
      revision: meta?.revision ?? 0,
      conflict: siteCopy.editor.conflict(meta?.updatedBy ?? "someone", meta ? officeTime(meta.updatedAt) : "just now"),
    }),
  };
}
