import type { Edition, HeardChannel } from "../../../server/payload/derived";
import type { Outcome } from "../../../server/requests/figures";

/** The dashboard's words: titles, axes, series and the sentences its headlines are made of. */
export const dashboardCopy = {
  title: "Dashboard",
  intro:
    "Where requests come from and how fast the office answers them. Counted from what each request was stored with (its channel, the site's language, how they heard of the firm, its stage and times), never from what a visitor wrote. Spam is left out except where it is an outcome.",
  rangeLabel: "Months",
  from: "From",
  to: "to",
  show: "Show",
  csv: "These figures as CSV",
  sections: {
    requests: "Requests per week",
    heard: "How people heard of the firm",
    outcomes: "Outcomes",
    contact: "How fast the office answers",
  },
  weeks: {
    bySource: "Requests per week, by channel",
    byEdition: "Requests per week, by the site's language",
    period: "Week starting",
    value: "Requests",
    label: (start: string) => `Week of ${start}`,
  },
  sources: { "case-evaluation": "Case form", widget: "Message widget" },
  editions: { en: "English", es: "Spanish" } satisfies Record<Edition, string>,
  heard: {
    title: "How case-form visitors heard of the firm, per quarter",
    category: "How they heard of us",
    value: "Requests",
    note: "The case form asks; the message widget does not, so its requests are not counted here.",
    channels: {
      search: "Google search",
      friend: "A friend or family member",
      attorney: "Another attorney",
      social: "Social media",
      "previous-client": "A previous client",
      news: "A news article",
      court: "A court",
      "yellow-pages": "Yellow Pages",
      other: "Other",
    } satisfies Record<HeardChannel, string>,
    /** How each way of hearing reads in a sentence: "38% came through Google search". */
    came: {
      search: "through Google search",
      friend: "on the word of a friend or relative",
      attorney: "from another attorney",
      social: "through social media",
      "previous-client": "from a previous client",
      news: "from a news article",
      court: "from a court",
      "yellow-pages": "through the Yellow Pages",
      other: "some other way",
    } satisfies Record<HeardChannel, string>,
    quarter: ({ year, quarter }: { year: number; quarter: number }) => `Q${quarter} ${year}`,
  },
  outcomes: {
    title: "Outcomes per month, by when the request was closed",
    period: "Month closed",
    value: "Requests",
    names: { retained: "Retained", declined: "Declined", referred: "Referred out", spam: "Spam" } satisfies Record<
      Outcome,
      string
    >,
  },
  contact: {
    title: "Time to first contact, per month received",
    period: "Month received",
    median: "Median hours to first contact",
    share: "Contacted within one business day",
    note: "Within one business day: the reply the site promises (Monday to Friday, California time). A request still inside that day and not yet contacted is not counted yet.",
  },
  csvHeader: ["Chart", "Period", "Series", "Value"],
  partial: "so far",
  nothing: "No requests in this range.",
} as const;
