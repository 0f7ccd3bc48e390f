/**
 * The guide at /questions: what people ask before they call. Each answer also appears, a few at
 * a time, under the text of the practice pages it names (`areas`). Marked up as FAQPage
 * structured data on both. Plain words, at a US grade 8 or below; no promise of a result.
 *
 * PLACEHOLDERS: sample wording the firm reviews before launch.
 */
import type { Question, QuestionTopic } from "./types";

export const questionsGuide = {
  meta: {
    title: "Questions People Ask About Police Misconduct Cases",
    description:
      "What a case costs, whether you can sue if you were charged, immigration status, when the officer blames you, and how long a case takes: plain answers.",
  },
  hero: {
    eyebrow: "Guide · Questions",
    title: "Questions people ask",
    lead: "Plain answers to what people ask us before they call. Every case is different, so call us to talk about yours. The first call is free.",
  },
  /** The heading of the few questions under a practice page's text. */
  practiceHeading: "Questions people ask",
  practiceMore: "More questions and answers",
  /** The headings the questions are grouped under on this page, in this order, and its "On this page" list. */
  topics: {
    cost: "What it costs",
    case: "Do you have a case?",
    time: "Deadlines and how long it takes",
    help: "How we can help",
  },
  questions: [
    {
      question: "How much does it cost to talk to you?",
      answer:
        "Nothing. The first talk about your case is free and private. It can be by phone, by video or in person. You do not have to hire us after it.",
      areas: ["civil-rights", "excessive-force", "false-arrest"],
      topic: "cost",
    },
    {
      question: "How do you get paid?",
      answer:
        "For most cases we work on contingency. That means our fee is a share of the money you recover. {fee terms}",
      areas: ["civil-rights", "wrongful-death", "positional-asphyxia", "police-dogs"],
      topic: "cost",
    },
    {
      question: "I was charged with a crime. Can I still sue?",
      answer:
        "Often, yes. But the criminal case matters. If you are found guilty, some claims may not go forward. A plea deal can have the same effect. Talk to a civil rights lawyer before you take a plea. And file the six-month claim on time, even while the criminal case goes on.",
      areas: ["resisting-arrest", "false-arrest", "malicious-prosecution", "excessive-force"],
      topic: "case",
    },
    {
      question: "Does my immigration status matter?",
      answer:
        "Your civil rights protect you whatever your status. You can bring a case without papers. What you tell a lawyer is kept confidential. If you have an immigration case too, tell us, so we can plan with your immigration lawyer.",
      areas: ["civil-rights", "illegal-searches", "custodial-abuse"],
      topic: "case",
    },
    {
      question: "The officer said it was my fault. Do I still have a case?",
      answer:
        "Maybe. Officers often write reports that blame the person they hurt. A report is not the last word. Video, medical records and witnesses can show what really happened. The question is whether the force or the arrest was reasonable.",
      areas: ["excessive-force", "resisting-arrest", "taser-devices", "police-dogs"],
      topic: "case",
    },
    {
      question: "Can I sue for a family member who died?",
      answer:
        "Yes. Close family, like a spouse, a child or a parent, can often bring a claim when police or jail staff caused a death. The same six-month claim deadline applies.",
      areas: ["wrongful-death", "positional-asphyxia", "custodial-abuse"],
      topic: "case",
    },
    {
      question: "What if I do not have video?",
      answer:
        "Many cases have no video from the person who was hurt. Police body cameras, car cameras, shops and neighbors may have it. We can ask them to keep it. Medical records and witnesses also count.",
      areas: ["police-dogs", "illegal-searches", "malicious-prosecution"],
      topic: "case",
    },
    {
      question: "How long do I have to act?",
      answer:
        "Not long. A claim against a city, county or state agency is usually due six months after the incident. A lawsuit is usually due in two years. [See the deadlines, with a calculator](/deadlines).",
      areas: ["civil-rights", "custodial-abuse", "wrongful-death", "taser-devices", "illegal-searches"],
      topic: "time",
    },
    {
      question: "How long does a case take?",
      answer:
        "Many cases take one to three years. Some end sooner with a settlement. Some take longer if they go to trial or appeal. Ask us what to expect at each step.",
      areas: ["civil-rights", "wrongful-death", "malicious-prosecution"],
      topic: "time",
    },
    {
      question: "I am still in jail. Can you help?",
      answer:
        "Yes. A family member can call us for you. You can also call us, but jail calls are recorded, so do not talk about what happened on them. Ask us how to set up a private legal call or visit.",
      areas: ["custodial-abuse", "positional-asphyxia", "taser-devices"],
      topic: "help",
    },
    {
      question: "What are concierge legal services?",
      answer:
        "They are paid legal services outside our civil rights cases. The free first talk does not cover them. Call or write to the office to learn what they include and what they cost.",
      areas: ["concierge-legal"],
      topic: "help",
    },
  ],
} as const satisfies {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  practiceHeading: string;
  practiceMore: string;
  topics: Record<QuestionTopic, string>;
  questions: readonly Question[];
};
