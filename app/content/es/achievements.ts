// TEMPORARY COPY — replaced by the translator's file at merge
// Translation awaiting the firm's review (placeholder: the English text until the translator's file arrives).
import type * as en from "~/content/achievements";
import type { Translation } from "~/content/translation";
/**
 * Settlement headlines shown in "Record-Breaking Achievements" (spec sections 2 and 9).
 *
 * PLACEHOLDERS: the amounts are the spec's; the short labels are samples the firm replaces
 * with accurate descriptions of its own cases. Always shown with the results disclaimer.
 */
export type Achievement = {
  amount: string;
  label: string;
};

export const achievements = [
  { amount: "$1.6M", label: "Settlement for a man beaten during a traffic stop" },
  { amount: "$850,000", label: "Settlement for a woman bitten by a police dog after she surrendered" },
  { amount: "$2M", label: "Settlement for a wrongful arrest and prosecution" },
  { amount: "$4M", label: "Settlement for the family of a man who died in jail custody" },
  { amount: "$3.8M", label: "Settlement for the family of a man restrained face down until he stopped breathing" },
  { amount: "$1.8M", label: "Settlement for a man shocked repeatedly with a Taser" },
] satisfies Achievement[];

// Same shape as the English module (~/content/translation): a missing or extra key is a type error.
void ({ achievements } satisfies { achievements: Translation<typeof en.achievements> });
