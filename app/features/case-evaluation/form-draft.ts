/**
 * The case-evaluation form's draft, kept in sessionStorage as the visitor types: a reload, a lost
 * connection or a visit to another page in the same tab keeps it; closing the tab, a successful
 * send and "Clear this form" erase it. Never localStorage: on a shared phone the next person must
 * not find it. The honeypot is not kept.
 */
import { FIELD_ORDER, type CaseEvaluationFormValues } from "./form-values";

export const DRAFT_STORAGE_KEY = "case-evaluation-draft:v1";

type Draft = Partial<Pick<CaseEvaluationFormValues, (typeof FIELD_ORDER)[number]>>;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the form still works, without a draft
  }
}

/** The draft in this tab: only the form's fields, only strings, nothing else that may be stored there. */
export function readDraft(): Draft {
  try {
    const parsed = JSON.parse(storage()?.getItem(DRAFT_STORAGE_KEY) ?? "{}") as Record<string, unknown>;
    const draft: Draft = {};
    for (const name of FIELD_ORDER) {
      const value = parsed[name];
      if (typeof value === "string" && value !== "") draft[name] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

/** Keeps what is typed; an empty form leaves nothing behind. */
export function saveDraft(values: Partial<Record<string, unknown>>): void {
  const draft: Draft = {};
  for (const name of FIELD_ORDER) {
    const value = values[name];
    if (typeof value === "string" && value !== "") draft[name] = value;
  }
  try {
    if (Object.keys(draft).length === 0) storage()?.removeItem(DRAFT_STORAGE_KEY);
    else storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // full or refused: the form keeps working
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // refused: nothing was kept
  }
}
