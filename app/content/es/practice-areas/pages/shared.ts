// TEMPORARY COPY — replaced by the translator's file at merge
// Translation awaiting the firm's review (placeholder: the English text until the translator's file arrives).
import type * as en from "~/content/practice-areas/pages/shared";
import type { Translation } from "~/content/translation";
/** Sentences that several practice pages share, kept in one place so they stay consistent. */
import { firm } from "~/content/firm";

export const freeEvaluation =
  "Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person.";

export const contingencyFee =
  "The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.";

export const practiceSince = `${firm.attorney.name} has represented people in Northern California since ${firm.servingSince}.`;

export const claimDeadline =
  "Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).";

export const litigationClosing = {
  heading: "Tell us what happened",
  body: "Every case depends on its own facts, and no lawyer can promise an outcome. A free, confidential conversation will help you understand where you stand and what your options are.",
} as const;

// Same shape as the English module (~/content/translation): a missing or extra key is a type error.
void ({ freeEvaluation, contingencyFee, practiceSince, claimDeadline, litigationClosing } satisfies {
  freeEvaluation: Translation<typeof en.freeEvaluation>;
  contingencyFee: Translation<typeof en.contingencyFee>;
  practiceSince: Translation<typeof en.practiceSince>;
  claimDeadline: Translation<typeof en.claimDeadline>;
  litigationClosing: Translation<typeof en.litigationClosing>;
});
