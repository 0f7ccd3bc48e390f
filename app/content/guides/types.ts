/** The shape of a guide page (What to do now, Deadlines, Know your rights, Questions people ask). */
import type { PracticeAreaSlug } from "~/content/navigation";

export type GuideSection = {
  heading: string;
  /** The section's text in the small Markdown of ~/content/model/markdown: paragraphs, lists, links. */
  blocks: string;
  /** Set apart in a tinted box: the steps to take now. */
  highlight?: boolean;
};

export type Guide = {
  /** Title (the firm's name is added after it) and description in search results. */
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  sections: readonly GuideSection[];
};

/** The groups of /questions, each under its own heading (the guide's `topics`), in this order. */
export const QUESTION_TOPICS = ["cost", "case", "time", "help"] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

export type Question = {
  question: string;
  /** The answer, in the small Markdown. */
  answer: string;
  /** The practice pages that also show it, under their text. */
  areas: readonly PracticeAreaSlug[];
  /** The group it stands in on /questions. */
  topic: QuestionTopic;
};
