/**
 * Words shared by several pages: the closing call to action, the results disclaimer,
 * the fee wording that the State Bar rules require wherever "no fee unless we win" appears,
 * and the notices a visitor in crisis must find wherever they reach out.
 *
 * PLACEHOLDERS: the wording is a sample the firm reviews and replaces before launch. Text in
 * "[To be confirmed by the firm: ...]" is a fact only the firm can give; `npm run check:launch`
 * lists it until it is replaced.
 */

/**
 * Content that stands in for the firm's own until it supplies it (testimonials, honors,
 * opinions). `npm run check:launch` lists every item still flagged.
 */
export type MaybeSample = { sample?: true };

/** The one wording for every link or button that leads to /consultation. */
export const consultationAction = { label: "Schedule Case Evaluation", href: "/consultation" } as const;

/** Shown where a visitor reaches out: the home hero, /contact, /consultation and the message widget. */
export const emergencyNotice = "If you are in danger or need medical care, call 911.";

/** Leads the office's hours (firm.hours) wherever they stand next to a phone link. */
export const officeHoursLabel = "Office hours:";

/**
 * The one confidentiality promise of the form, the widget and /contact. It says what the privacy
 * policy says ("Who receives it"): the office, and the mail provider that carries each message.
 */
export const messageConfidentiality = `What you send goes only to {attorney}'s office. Our mail provider carries it there and may not use it for anything else; no one else receives it.`;

export const callToActionCopy = {
  title: "You've got one shot. Make it your best.",
  body: "Evidence fades and deadlines are short: a claim against a California city or county usually has to be filed within six months. Talk to an attorney now, free and in confidence.",
  callLabel: "Call",
  scheduleLabel: consultationAction.label,
};

/** Shown wherever past results, settlement figures or testimonials appear (rule 7.1). */
export const resultsDisclaimer =
  "Results depend on the facts of each case. Past results and testimonials do not guarantee or predict a similar outcome in any other matter.";

/**
 * Rule 7.1, comment 3: a contingency promise must say how case costs are handled. Who pays them
 * when there is no recovery is the firm's policy to state; until it does, the text says so openly.
 */
export const feeTerms =
  "You pay no attorney's fee unless we win. Case costs, such as filing fees and expert fees, are separate from the fee. If there is no recovery: [To be confirmed by the firm: whether you owe those costs or the office bears them]. Your written fee agreement says so before any work begins.";

/** Read by screen readers after the text of every link that opens a new tab. */
export const newTabHint = "(opens in a new tab)";

/**
 * The firm's facts that are words, in this edition's language. The firm module (./firm) holds
 * only what reads the same in every language (names, numbers, addresses), so that no English
 * word rides in a Spanish page's JavaScript; pages, the layout and the structured data read
 * the words here (Spanish: ./es/shared.ts).
 */
export const firmText = {
  subtitle: "a civil rights law practice",
  attorneyTitle: "Attorney at Law",
  tagline:
    "Exceptional legal representation to ordinary people facing extraordinary situations, serving all of Northern California.",
  hours: "Monday to Friday, 9:00 AM to 5:00 PM", // sample: the firm's real hours
  /** What to do when the office is closed; shown next to the phone links and in the widget. */
  afterHours:
    "Outside office hours, leave a voicemail or send a message through this site; the office replies when it reopens.",
  availability: "Free case evaluations, usually within 24 hours, by phone, video call or in person.",
  /** Where the practice works (also schema.org areaServed). */
  areaServed: "Northern California",
  /** The home page's title, after the firm's name. */
  homeTitle: "Civil Rights Attorney in Northern California",
  /** The social card's alt text (public/og-image.jpg). */
  socialImageAlt: `{firm}: a civil rights law practice serving Northern California`,
};
