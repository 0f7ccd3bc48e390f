/**
 * The guide at /deadlines: each time limit as a date rule with an example, and a calculator that
 * counts the first two from an incident date with the deadlines module the office's triage uses
 * (~/lib/deadlines). Plain words, at a US grade 8 or below. General information: an attorney
 * confirms every limit for a case.
 *
 * PLACEHOLDERS: sample wording the firm reviews before launch.
 */
import type { Guide } from "./types";

export const deadlinesGuide = {
  meta: {
    title: "Deadlines for a Police Misconduct Claim in California",
    description:
      "The six-month government claim, late-claim relief, the two-year lawsuit, federal claims, a pending criminal case, children and people in custody, each with an example, and a calculator.",
  },
  hero: {
    eyebrow: "Guide · Deadlines",
    title: "The deadlines, explained",
    lead: "The law gives you a short time to act. Here is each deadline, with an example. Use the calculator to count yours, then call a lawyer to check it.",
  },
  sections: [
    {
      heading: "The claim: six months",
      blocks: `Before you can sue a California city, county or state agency, you must first file a written claim with it. This is called a government claim. It is usually due **six months** after the incident (Government Code section 911.2). This covers police and sheriff's departments.

**The rule:** count six months from the day it happened. If that month has no such day, use the last day of the month.

**Example:** you were hurt on March 14, 2025. The claim is due by September 14, 2025. If you were hurt on August 31, the claim is due by the last day of February.`,
    },
    {
      heading: "If you missed the six months",
      blocks: `You may still ask the agency to accept a late claim. You must ask within **one year** of the incident, and give a good reason for being late (Government Code section 911.4). If the agency says no, you can ask a court. This is called late-claim relief. It is not a sure thing, so do not count on it.

**Example:** you were hurt on March 14, 2025, and missed the claim deadline. You must ask for late-claim relief by March 14, 2026.`,
    },
    {
      heading: "After the claim: when to sue",
      blocks: `If the agency turns down your claim in writing, you usually have **six months** from the date of that letter to file a lawsuit in state court (Government Code section 945.6). If it never answers, the time is longer.

**Example:** the agency mails its "no" on June 2, 2025. The lawsuit is due by December 2, 2025.`,
    },
    {
      heading: "The lawsuit: two years",
      blocks: `A lawsuit for an injury is usually due **two years** after the incident (Code of Civil Procedure section 335.1).

**The rule:** the same day, two years later.

**Example:** you were hurt on March 14, 2025. The lawsuit is due by March 14, 2027.`,
    },
    {
      heading: "Federal claims",
      blocks: `You can also sue under federal law for a violation of your civil rights (42 U.S.C. section 1983). In California, this is usually due **two years** after the incident. A federal claim does not need a government claim first. But your California claims do, so the six months still matter.

**Example:** you were hurt on March 14, 2025. A federal lawsuit is usually due by March 14, 2027.`,
    },
    {
      heading: "If you face criminal charges",
      blocks: `A criminal case does **not** stop the six-month claim clock. File the claim on time anyway.

While charges are pending, California law stops some lawsuits against officers until the criminal case ends, and the time to sue waits too (Government Code section 945.3). Federal claims may not wait. What happens in the criminal case can also change the civil case. Talk to a civil rights lawyer before you take a plea.

**Example:** you were arrested and hurt on March 14, 2025, and charged. Your claim is still due by September 14, 2025.`,
    },
    {
      heading: "Children",
      blocks: `The six-month claim applies to children too. If the child was under 18 for the whole six months, the agency must accept a late claim made within one year (Government Code section 911.6). For many other claims, the two years start on the child's 18th birthday (Code of Civil Procedure section 352).

**Example:** a 15-year-old was hurt on March 14, 2025. File the claim by September 14, 2025, to be safe.`,
    },
    {
      heading: "People in jail or prison",
      blocks: `The six-month claim applies to people in custody too. For some lawsuits, time spent in prison on a criminal sentence can add up to two years to the time to sue (Code of Civil Procedure section 352.1). Time in jail before trial may not count.

**Example:** you were hurt in jail on March 14, 2025. File the claim by September 14, 2025, even if you are still inside.`,
    },
    {
      heading: "Count to be safe",
      highlight: true,
      blocks: `- Do not wait for the last day. Mail can be slow, and forms get sent back.
- If the last day is a weekend or a holiday, do not count on more time.
- A lawyer can tell you which deadlines apply to you. The first call is free.`,
    },
  ],
  calculator: {
    title: "Count your deadlines",
    intro: "Enter the date it happened. This counts the two main deadlines. It is a guide, not legal advice.",
    dateLabel: "Date of the incident",
    dateHint: "Nothing you enter leaves your phone or computer.",
    claimLabel: "Government claim (6 months)",
    suitLabel: "Lawsuit (2 years)",
    due: "Due by",
    /** {days} is the count. */
    daysLeft: "{days} days from today.",
    oneDayLeft: "Tomorrow is the last day.",
    lastDay: "Today is the last day.",
    passed: "This date may have passed.",
    latePassed: "A late claim may still be possible until {date}, one year after the incident. Call a lawyer today.",
    future: "Choose a date that is not in the future.",
    empty: "Choose a date to see your deadlines.",
    confirm: "Call us to check your deadlines. The first call is free.",
  },
} as const satisfies Guide & { calculator: Record<string, string> };
