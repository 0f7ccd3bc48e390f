/** Sentences that several practice pages share, kept in one place so they stay consistent. */

export const freeEvaluation =
  "Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person.";

export const contingencyFee =
  "The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.";

export const practiceSince = `{attorney} has represented people in Northern California since {since}.`;

export const claimDeadline =
  "Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).";

export const litigationClosing = {
  heading: "Tell us what happened",
  body: "Every case depends on its own facts, and no lawyer can promise an outcome. A free, confidential conversation will help you understand where you stand and what your options are.",
} as const;
