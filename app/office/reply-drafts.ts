import { officeReplies as english } from "~/content/office-replies";
import { officeReplies as spanish } from "~/content/es/office-replies";
import type { ReplyTemplateKey } from "./form-limits";
import { letterDay } from "./words";

/** Every template the composer offers (REPLY_TEMPLATE_KEYS) has its words in both languages. */
const TEMPLATES = { en: english, es: spanish } satisfies Record<"en" | "es", Record<ReplyTemplateKey, unknown>>;

export type DraftFacts = {
  firstName: string;
  /** The claim deadline counted from the incident date ("2024-09-14"), and how many days are left. */
  claim: { date: string; daysLeft: number } | null;
};

/** A template in the visitor's language, filled in: where the office's editing starts. */
export function replyDraft(
  template: ReplyTemplateKey,
  language: "en" | "es",
  { firstName, claim }: DraftFacts,
): { subject: string; body: string } {
  const words = TEMPLATES[language][template];
  const deadline = claim ? letterDay(claim.date, language) : "";
  return {
    subject: words.subject(firstName),
    body: words.body(firstName, deadline, (claim?.daysLeft ?? 0) < 0),
  };
}
