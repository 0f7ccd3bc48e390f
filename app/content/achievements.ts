/**
 * The results shown under "Record-Breaking Achievements" (spec sections 2 and 9): each one its
 * amount, its kind, its year, the county or court, and what it was for. Always shown with the
 * results disclaimer.
 *
 * PLACEHOLDERS: the amounts are the spec's; the years (those of the press items about the same
 * cases: a test holds them equal), the counties (fictional, as in the published opinions) and the
 * labels are samples. Each result is flagged `sample: true`: the
 * launch check lists it, and Publish refuses it, until the firm replaces it with one of its own
 * cases (and unticks the flag) or removes it.
 */
import type { MaybeSample } from "./shared";

export type ResultKind = "settlement" | "verdict";

export type Achievement = MaybeSample & {
  amount: string;
  kind: ResultKind;
  year: number;
  /** The county or the court where the case was resolved, as a reader reads it. */
  county: string;
  /** What it was for, read after the kind: "Settlement" — "For a man beaten…". */
  label: string;
};

/** How a card names each kind: the word that says what the amount is. */
export const resultKinds = {
  settlement: "Settlement",
  verdict: "Verdict",
} as const satisfies Record<ResultKind, string>;

export const achievements = [
  {
    amount: "$1.6M",
    kind: "settlement",
    year: 2023,
    county: "Del Oro County",
    label: "For a man beaten during a traffic stop",
    sample: true,
  },
  {
    amount: "$850,000",
    kind: "settlement",
    year: 2023,
    county: "Cedar Hollow County",
    label: "For a woman bitten by a police dog after she surrendered",
    sample: true,
  },
  {
    amount: "$2M",
    kind: "settlement",
    year: 2023,
    county: "U.S. District Court, San Francisco",
    label: "For a wrongful arrest and prosecution",
    sample: true,
  },
  {
    amount: "$4M",
    kind: "settlement",
    year: 2024,
    county: "Del Oro County",
    label: "For the family of a man who died in jail custody",
    sample: true,
  },
  {
    amount: "$3.8M",
    kind: "settlement",
    year: 2024,
    county: "U.S. District Court, Sacramento",
    label: "For the family of a man restrained face down until he stopped breathing",
    sample: true,
  },
  {
    amount: "$1.8M",
    kind: "settlement",
    year: 2024,
    county: "Cedar Hollow County",
    label: "For a man shocked repeatedly with a Taser",
    sample: true,
  },
] satisfies Achievement[];
