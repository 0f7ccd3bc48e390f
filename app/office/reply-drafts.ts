import { wordsOf } from "~/editions/words";
import type { ReachPreference } from "~/contract/contact-request";
import type { ReplyTemplateKey } from "./form-limits";
import { letterDay } from "./words";

export type DraftFacts = {
  firstName: string;
  /** The claim deadline counted from the incident date ("2024-09-14"), and how many days are left. */
  claim: { date: string; daysLeft: number } | null;
  /** How they asked to be reached in the form; null when they did not say. */
  reach?: { by: ReachPreference | null; safeTime: string } | null;
};

const REACH_SENTENCE = {
  "no-voicemail": "noVoicemail",
  "text-only": "textOnly",
  "call-only": "callOnly",
  "email-only": "emailOnly",
} as const;

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
  { firstName, claim, reach = null }: DraftFacts,
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
  // The ways they asked the office not to use, then their safe time, in their own words.
  const reachSentence = [
    reach?.by && reach.by !== "any" ? letters.reach[REACH_SENTENCE[reach.by]] : "",
    reach?.safeTime ? letters.reach.safeTime : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    subject: fill(words.subject, { "first name": firstName }),
    body: fill(words.body, {
      greeting,
      signature: letters.signature,
      "deadline sentence": sentence,
      "reach sentence": reachSentence,
      "safe time": reach?.safeTime ?? "",
      "claim deadline": deadline,
      "first name": firstName,
      // A placeholder that says nothing for this visitor leaves no space at a line's end.
    }).replace(/[ \t]+$/gm, ""),
  };
}
