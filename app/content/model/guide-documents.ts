/**
 * The guides' documents (/what-to-do-now, /deadlines, /know-your-rights, /questions) and the words
 * around them, declared as every other page is (./documents.ts): the firm edits them at
 * /office/site, and the same schemas and launch rules check them.
 */
import { QUESTION_TOPICS, type QuestionTopic } from "../guides/types";
import { practiceAreaLinks } from "../navigation";
import { choice, flag, group, line, list, markdown, paragraph, type Field, type GroupField } from "./fields";

/** A guide's document, as ./documents.ts declares every document (which spreads these into its list). */
type GuideDocument = {
  id: string;
  title: string;
  section: "Guides";
  summary: string;
  page: string;
  fields: Record<string, Field>;
};

const searchResult = () =>
  group("In search results", {
    title: line("Title", { max: 70, help: "The firm's name is added after it." }),
    description: paragraph("Description", { max: 300, help: "Search engines show about 160 characters." }),
  });

const hero = () =>
  group("Top of the page", {
    eyebrow: line("Small heading above", { max: 60 }),
    title: line("Heading", { max: 80 }),
    lead: paragraph("Text", { max: 500 }),
  });

const sections = () =>
  list(
    "Sections",
    group("Section", {
      heading: line("Heading", { max: 120 }),
      blocks: markdown("Text", {
        max: 4000,
        help: "Short sentences in plain words. A list with a dash or a number at the start of each line; a link to another page as [words](/deadlines).",
      }),
      highlight: flag("Set apart in a tinted box", "For the steps a reader should take now."),
    }),
    {
      itemLabel: "Section",
      min: 1,
      max: 12,
      describe: (item) => (item as { heading?: { en?: string } }).heading?.en ?? "",
    },
  );

const guide = (label: string): GroupField => group(label, { meta: searchResult(), hero: hero(), sections: sections() });

/** The groups' names in the editor (their headings on the page are the guide's `topics`). */
const TOPIC_NAMES: Record<QuestionTopic, string> = {
  cost: "Cost",
  case: "Whether there is a case",
  time: "Time",
  help: "How the firm helps",
};

const AREA_OPTIONS = Object.fromEntries(practiceAreaLinks.map(({ slug, name }) => [slug, name]));

const whatToDoNow: GuideDocument = {
  id: "guides/what-to-do-now",
  title: "What to do right now",
  section: "Guides",
  summary:
    "The first steps after police misconduct, linked from the home page, the menu, the widget and every practice page.",
  page: "/what-to-do-now",
  fields: { whatToDoNowGuide: guide("What to do right now") },
};

const deadlines: GuideDocument = {
  id: "guides/deadlines",
  title: "Deadlines",
  section: "Guides",
  summary: "Each time limit as a date rule with an example, and the words of the calculator on the page.",
  page: "/deadlines",
  fields: {
    deadlinesGuide: group("Deadlines", {
      meta: searchResult(),
      hero: hero(),
      sections: sections(),
      calculator: group("The calculator", {
        title: line("Heading", { max: 80 }),
        intro: paragraph("Text", { max: 300 }),
        dateLabel: line("Label of the date", { max: 60 }),
        dateHint: line("Hint under the date", { max: 160 }),
        claimLabel: line("The claim's name", { max: 60 }),
        suitLabel: line("The lawsuit's name", { max: 60 }),
        due: line("Before the date", { max: 30 }),
        daysLeft: line("Days left", { max: 60, extraTokens: ["days"], help: "{days} is the number of days." }),
        oneDayLeft: line("When tomorrow is the last day", { max: 60 }),
        lastDay: line("When today is the last day", { max: 60 }),
        passed: line("When the date has passed", { max: 120 }),
        latePassed: paragraph("When the claim's date has passed but a late claim may still be made", {
          max: 300,
          extraTokens: ["date"],
          help: "{date} is the last day to ask for a late claim.",
        }),
        future: line("When the date is in the future", { max: 120 }),
        empty: line("Before a date is chosen", { max: 120 }),
        confirm: paragraph("Under the dates", { max: 200 }),
      }),
    }),
  },
};

const knowYourRights: GuideDocument = {
  id: "guides/know-your-rights",
  title: "Know your rights",
  section: "Guides",
  summary: "Recording the police, what to say when stopped, searches, and what to do if arrested.",
  page: "/know-your-rights",
  fields: { knowYourRightsGuide: guide("Know your rights") },
};

const questions: GuideDocument = {
  id: "guides/questions",
  title: "Questions people ask",
  section: "Guides",
  summary: "Plain answers on a page of their own and, a few each, under the practice pages they name.",
  page: "/questions",
  fields: {
    questionsGuide: group("Questions people ask", {
      meta: searchResult(),
      hero: hero(),
      practiceHeading: line("Heading on the practice pages", { max: 80 }),
      practiceMore: line("Link from the practice pages to this page", { max: 80 }),
      topics: group(
        "Groups of questions",
        Object.fromEntries(
          QUESTION_TOPICS.map((topic) => [topic, line(`Heading: ${TOPIC_NAMES[topic]}`, { max: 80 })]),
        ),
        "The questions stand under these headings on the page, in this order; each heading is also a link at the top.",
      ),
      questions: list(
        "Questions",
        group("Question", {
          question: line("Question", { max: 160 }),
          answer: markdown("Answer", { max: 1500, help: "A few short sentences. No promise of a result." }),
          topic: choice("Group on the page", TOPIC_NAMES),
          areas: list("Also on these practice pages", choice("Practice page", AREA_OPTIONS), {
            itemLabel: "Practice page",
            max: practiceAreaLinks.length,
          }),
        }),
        {
          itemLabel: "Question",
          min: 1,
          max: 30,
          describe: (item) => (item as { question?: { en?: string } }).question?.en ?? "",
        },
      ),
    }),
  },
};

const frame: GuideDocument = {
  id: "guides/copy",
  title: "Around every guide",
  section: "Guides",
  summary: "The card beside every guide, the list of the other guides and the note under the text.",
  page: "/what-to-do-now",
  fields: {
    guideFrameCopy: group("Around every guide", {
      breadcrumbHome: line("Home, in the trail of links", { max: 40 }),
      onThisPage: line("Heading of the list of links to a long guide's sections", { max: 40 }),
      relatedTitle: line("Heading of the other guides", { max: 60 }),
      asideTitle: line("Heading of the card", { max: 60 }),
      asideBody: paragraph("Text of the card", { max: 300 }),
      callLabel: line("Before the phone number", { max: 30 }),
      scheduleLabel: line("Button to the form", { max: 60 }),
      disclaimer: paragraph("Note under the text", { max: 500 }),
    }),
  },
};

export const GUIDE_DOCUMENTS: readonly GuideDocument[] = [whatToDoNow, deadlines, knowYourRights, questions, frame];
