import type { HeardChannel } from "../../../server/payload/derived";
import type { Outcome } from "../../../server/requests/figures";
import type { WayIn } from "../../../server/requests/listing";

/** "so far": what a period that is still running has counted until now. */
const partial = "so far";

/**
 * The dashboard's words: titles, axes, series and the sentences its headlines are made of
 * (./charts-data.server.ts picks the sentence the figures call for and gives it the figures,
 * already formatted).
 */
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
    retained: "Requests retained",
    stages: "Time in each stage",
    contact: "How fast the office answers",
    calls: "Calls",
  },
  weeks: {
    bySource: "Requests per week, by channel",
    byEdition: "Requests per week, by the site's language",
    period: "Week starting",
    value: "Requests",
    label: (start: string) => `Week of ${start}`,
  },
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
  retained: {
    byWay: "Requests retained ÷ received, by the way they came in, per quarter received",
    byHeard: "Case-form requests retained ÷ received, by how they heard of the firm, per quarter received",
    way: "Way in",
    heard: "How they heard of us",
    value: "Retained, % of received",
    note: "Of the requests received in a quarter (spam aside), the share retained now: a recent quarter's share grows as its requests are decided. Where a quarter received none, there is no share.",
    /** How each way in reads in a sentence: "the highest share, 40%, of those that came by referral". */
    came: {
      "case-evaluation": "through the case form",
      widget: "through the message widget",
      phone: "by phone",
      "walk-in": "as walk-ins",
      referral: "by referral",
      jail: "in calls from jail",
    } satisfies Record<WayIn, string>,
  },
  stages: {
    title: "Median days in each stage, per quarter received",
    category: "Stage",
    value: "Median days",
    days: (days: number) => `${days} d`,
    note: "All the time a request spent in a stage, counted once it left it; a request still in a stage counts when it moves on. Retained, declined and referred out are where a request ends, so they have no time of their own. Spam is left out.",
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
    note: "Within one business day: the reply the site promises (Monday to Friday, California time). A request still inside that day and not yet contacted is not counted yet. Leads the office entered itself are not counted here.",
  },
  calls: {
    title: "Calls logged per month, by what they came to",
    period: "Month",
    value: "Calls",
    reached: "Reached the person",
    attempts: "Attempts (voicemail, no answer, wrong number, call back)",
    note: "Only a call that reached the person is a first contact; the others are attempts, and the request stays on the inbox's banner until someone reaches them.",
  },
  csvHeader: ["Chart", "Period", "Series", "Value"],
  partial,
  nothing: "No requests in this range.",
  headlines: {
    weeks: {
      soFar: (count: string) => ` This week ${partial}: ${count}.`,
      only: (count: string, week: string) => `${count} requests in the week of ${week}.`,
      none: (week: string) => `No requests in the week of ${week} or the week before.`,
      same: (count: string, week: string) => `${count} requests in the week of ${week}, as many as the week before.`,
      afterNone: (count: string, week: string) =>
        `${count} requests in the week of ${week}, after none the week before.`,
      /** "Requests rose 30% in the week of Nov 10, 2026 (to 52), mostly through the message widget." */
      changed: (rose: boolean, by: string, week: string, count: string, mostly: string | null) =>
        `Requests ${rose ? "rose" : "fell"} ${by} in the week of ${week} (to ${count})${mostly ? `, mostly ${mostly}` : ""}.`,
      throughChannel: (channel: string) => `through the ${channel.toLowerCase()}`,
      fromEdition: (language: string) => `from the ${language} pages`,
    },
    heard: {
      none: (quarter: string) => `No case-form requests in ${quarter}.`,
      lead: (quarter: string, share: string, came: string) =>
        `In ${quarter}, ${share} of case-form requests came ${came}`,
      alone: (lead: string) => `${lead}.`,
      changed: (lead: string, more: boolean, by: string, before: string, mover: string) =>
        `${lead}. ${by} ${more ? "more" : "fewer"} came than in ${before}, most of the ${more ? "rise" : "fall"} ${mover}.`,
    },
    retained: {
      none: (quarter: string) => `No requests received in ${quarter}.`,
      /** "Of the requests received in Q3 2026, 12% were retained (18 of 150); the highest share, 40%, of those that came by referral." */
      share: (
        quarter: string,
        share: string,
        retained: string,
        received: string,
        best: { share: string; came: string } | null,
      ) =>
        `Of the requests received in ${quarter}, ${share} were retained (${retained} of ${received})` +
        (best ? `; the highest share, ${best.share}, of those that came ${best.came}` : "") +
        ".",
    },
    stages: {
      none: (quarter: string) => `No request received in ${quarter} has moved on from a stage yet.`,
      /** "Requests received in Q3 2026 spent a median of 0.4 days in New, 9.5 days in Contacted and 3 days in Consultation scheduled." */
      medians: (quarter: string, parts: readonly { stage: string; days: number }[]) =>
        `Requests received in ${quarter} spent a median of ${new Intl.ListFormat("en-US").format(
          parts.map(({ stage, days }) => `${days} ${days === 1 ? "day" : "days"} in ${stage}`),
        )}.`,
    },
    outcomes: {
      counts: ({ retained, declined, referred, spam }: Record<Outcome, string>) =>
        `${retained} retained, ${declined} declined, ${referred} referred out and ${spam} spam`,
      only: (month: string, counts: string) => `In ${month}: ${counts}.`,
      compared: (month: string, counts: string, compared: string) => `In ${month}: ${counts}; ${compared}.`,
      asMany: (before: string) => `as many retained as in ${before}`,
      moved: (up: boolean, retained: string, before: string) =>
        `${up ? "up" : "down"} from ${retained} retained in ${before}`,
    },
    contact: {
      nobody: (month: string) => `Nobody received in ${month} was contacted yet.`,
      median: (
        month: string,
        hours: number,
        before: { faster: boolean; hours: number; month: string } | null,
        withinPercent: number | null,
      ) =>
        `In ${month} the office first contacted a request a median of ${hours} hours after it arrived` +
        (before ? ` (${before.faster ? "faster than" : "slower than"} ${before.hours} hours in ${before.month})` : "") +
        (withinPercent === null ? "" : `, and ${withinPercent}% were contacted within one business day`) +
        ".",
    },
  },
} as const;
