import { wordsOf } from "~/editions/words";
import type { ReplyTemplateKey } from "./form-limits";
import { letterDay } from "./words";

export type DraftFacts = {
  firstName: string;
  /** The claim deadline counted from the incident date ("2024-09-14"), and how many days are left. */
  claim: { date: string; daysLeft: number } | null;
};

/** Each of a letter's own placeholders once, in the order they nest: the visitor's name goes in last. */
function fill(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((filled, [name, value]) => filled.split(`{${name}}`).join(value), text);
}

/**
 * A template in the visitor's language (the published letters, ~/content/office-replies), filled
 * in: where the office's editing starts.
 */
export function replyDraft(
  template: ReplyTemplateKey,
  language: "en" | "es",
  { firstName, claim }: DraftFacts,
): { subject: string; body: string } {
  const letters = wordsOf(language).read("office-replies").officeReplies;
  const words = letters[template];
  const deadline = claim ? letterDay(claim.date, language) : "";
  const sentence =
    "deadline" in words
      ? claim
        ? claim.daysLeft < 0
          ? words.deadline.passed
          : words.deadline.ahead
        : words.deadline.unknown
      : "";
  const greeting = firstName ? letters.greeting.named : letters.greeting.unnamed;
  return {
    subject: fill(words.subject, { "first name": firstName }),
    body: fill(words.body, {
      greeting,
      signature: letters.signature,
      "deadline sentence": sentence,
      "claim deadline": deadline,
      "first name": firstName,
    }),
  };
}
