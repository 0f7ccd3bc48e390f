/**
 * What the glossary's word list cannot see (~/content/es/glossary.ts): a Spanish text that says
 * more than its English twin. Publishing runs it on every translated text of the draft
 * (./launch-rules.ts), and the glossary's test on the content shipped, so that:
 * - a text whose English names a settlement names it in Spanish too ("acuerdo"), or a result
 *   reads like a verdict or money the client received;
 * - an honor keeps its own name, in its own language, in quotes, with who gives it
 *   (“Top 100 Trial Lawyers…”, otorgado por …): a Spanish gloss reads as the firm's own claim.
 */

/** Where a translated text stands: an honor's title is held to the award rule. */
export type PairKind = "text" | "honor";

const SETTLEMENT = /\bsettle(?:s|d|ment|ments)?\b/i;
const ACUERDO = /(?<![\p{L}\p{N}])acuerdos?(?![\p{L}\p{N}])/iu;
/** The giver may take the article Spanish puts before a body's name (“otorgado por el North Bay Trial Lawyers Forum”). */
const AWARD = /^“([^”]+)”, otorgad[oa] por (?:(?:el|la|los|las) (?:organización |publicación )?)?(.+)$/u;

/** Why this Spanish says more than its English, as one sentence per fault; none when it does not. */
export function strongerThanEnglish(en: string, es: string, kind: PairKind = "text"): string[] {
  if (!en.trim() || !es.trim()) return [];
  const faults: string[] = [];
  if (SETTLEMENT.test(en) && !ACUERDO.test(es)) {
    faults.push(
      "The English names a settlement: the Spanish names it too (“acuerdo económico”), or it reads like a verdict or money the client received.",
    );
  }
  if (kind === "honor") {
    const [, name, giver] = AWARD.exec(es.trim()) ?? [];
    if (!name || !giver || !en.includes(name) || !en.includes(giver.trim())) {
      faults.push(
        "An honor keeps its own name, in quotes, with who gives it, without a Spanish gloss: “Name of the award”, otorgado por Name of the body (as the English gives them).",
      );
    }
  }
  return faults;
}
