/**
 * The page where a visitor answers the office (English; the Spanish twin is in
 * ./es/answer-page.ts), and the lines each reply the office sends ends with, that lead there.
 * The page opens from the link in a reply: for that request only, until it expires, with no
 * account. What the visitor writes goes into their request's thread; only the office reads it.
 */
import { firm } from "./firm";

export const answerPage = {
  /** What each reply the office sends ends with: the secure way to answer, and that email is still email. */
  mailFooter: (url: string, until: string) =>
    [
      `To answer us securely, open this page: ${url}`,
      `It works until ${until}, for your request only, and needs no account. Replying to this email also reaches the office, but email is less private than the page.`,
    ].join("\n"),
  title: `Answer ${firm.name}`,
  description: "The secure page where you answer the office about your request.",
  heading: "Answer the office",
  intro: `Write your answer to ${firm.attorney.name}'s office. It goes straight to your request; only the office reads it.`,
  label: "Your answer",
  hint: "Take the time you need. You can come back and write again while this page's link works.",
  submit: "Send my answer",
  sending: "Sending…",
  sent: "Thank you. Your answer is with the office, and someone there will read it.",
  writeMore: "Write another answer",
  emptyAnswer: "Please write your answer before sending it.",
  tooLong: (max: number) => `Please keep your answer under ${max.toLocaleString("en-US")} characters.`,
  until: (day: string) => `This page works until ${day}.`,
  expiredHeading: "This link no longer works",
  expired: `The link has expired, or it is not complete. Please call the office at ${firm.phone.display}, or reply to the email you received.`,
  notSaved: `Your answer could not be saved just now. Please try again in a moment, or call the office at ${firm.phone.display}.`,
  tooMany: "Please wait a minute before sending another answer.",
  noRelationship: "Writing to the office does not by itself make the firm your attorneys.",
  privacyLead: "How we handle what you send:",
  privacyLink: { text: "Privacy Policy", href: "/privacy" },
  phoneLead: "Urgent? Call",
};
