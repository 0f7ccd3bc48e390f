/**
 * Words of the press page around the press items (spec section 2, Headlines).
 *
 * PLACEHOLDERS: sample wording; the firm may rewrite it. The items live in press.ts.
 */
import { practiceAreaHref } from "./navigation";

export const headlinesCopy = {
  meta: {
    title: "In the News",
    description: `Press coverage of {firm}'s civil rights and police misconduct cases: settlements, verdicts, appeals and commentary.`,
  },
  hero: {
    eyebrow: "Press",
    title: "In the News",
    lead: "Settlements, verdicts, appellate decisions and commentary on police accountability in Northern California.",
  },
  readArticle: "Read Article",
  closing: {
    title: "Was your story like one of these?",
    body: "Every case is different, and an honest conversation is the place to start. It is free and confidential.",
    actions: [
      { label: "Contact Us", href: "/contact" },
      { label: "Learn About Police Misconduct Cases", href: practiceAreaHref("civil-rights") },
    ],
  },
};
