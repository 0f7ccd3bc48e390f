/**
 * The glossary's refusals (~/content/es/glossary.ts) as a check: each use, in a Spanish text, of a variant
 * the glossary replaces. The glossary's test runs it over every Spanish module, and publishing
 * over every Spanish text of the draft (~/content/model/launch-rules), so a refused term stops
 * a publish with the preferred one named.
 */
import { glossary, type GlossaryEntry } from "../es/glossary";

export type Text = { path: string; text: string };

/** A string variant matches as whole words, in any case; accented letters count as letters. */
export function variantPattern(variant: string | RegExp): RegExp {
  if (variant instanceof RegExp) return new RegExp(variant.source, variant.flags.replace("g", "") + "g");
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu");
}

/** Each entry's patterns, compiled once: a publish checks every Spanish text of the site against all of them. */
const compiled = new WeakMap<GlossaryEntry, { legal: RegExp | null; variants: RegExp[] }>();
function patternsOf(entry: GlossaryEntry) {
  let patterns = compiled.get(entry);
  if (!patterns) {
    patterns = {
      legal: entry.legal ? new RegExp(`\\(${variantPattern(entry.legal).source}\\)`, "giu") : null,
      variants: entry.replaces.map(variantPattern),
    };
    compiled.set(entry, patterns);
  }
  return patterns;
}

function withoutLegalTerm(text: string, entry: GlossaryEntry): string {
  const { legal } = patternsOf(entry);
  return legal ? text.replaceAll(legal, "") : text;
}

/** Each use of a replaced variant in one module's texts, as "file path: “variant” → preferred". */
export function replacedVariants(
  file: string,
  texts: readonly Text[],
  entries: readonly GlossaryEntry[] = glossary,
): string[] {
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.allowedIn?.includes(file)) continue;
    for (const { path, text } of texts) {
      const plain = withoutLegalTerm(text, entry);
      for (const pattern of patternsOf(entry).variants) {
        for (const match of plain.matchAll(pattern)) {
          found.push(`${file} ${path}: “${match[0]}” (${entry.concept}) → “${entry.preferred}”`);
        }
      }
    }
  }
  return found;
}
