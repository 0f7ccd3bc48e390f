import { DOCUMENTS, rootField } from "~/content/model/documents";
import { leaves, pathKey } from "~/content/model/fields";
import { sameValue, type ContentSnapshot } from "~/content/model/snapshot";

/** One field that differs between two versions: where, and its value in each. */
export type Change = { document: string; path: string; before: unknown; after: unknown };

/**
 * The fields that differ from one version to the next, for the history ("what changed") and the
 * comparison of any two versions. A list that grew or shrank shows each item that differs.
 */
export function changesBetween(before: ContentSnapshot, after: ContentSnapshot): Change[] {
  const changes: Change[] = [];
  for (const document of DOCUMENTS) {
    const old = before.documents[document.id]?.value;
    const next = after.documents[document.id]?.value;
    if (sameValue(old, next)) continue;
    const field = rootField(document);
    const oldLeaves = new Map([...leaves(field, old)].map((leaf) => [pathKey(leaf.path), leaf.value]));
    const newLeaves = new Map([...leaves(field, next)].map((leaf) => [pathKey(leaf.path), leaf.value]));
    for (const path of new Set([...oldLeaves.keys(), ...newLeaves.keys()])) {
      const was = oldLeaves.get(path);
      const is = newLeaves.get(path);
      if (!sameValue(was, is)) changes.push({ document: document.id, path, before: was ?? null, after: is ?? null });
    }
  }
  return changes;
}
