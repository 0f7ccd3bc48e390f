/**
 * Words of choosing a time for the free consultation (English; the Spanish twin is in
 * ./es/booking.ts): the offer on the form's confirmation, the page a visitor picks a time on
 * (/book), the line the office's "received" reply ends with when the firm lets visitors pick, and
 * the invitation, update, cancellation and reminder the office sends. Texts name the firm's facts
 * by placeholder ({firm}, {phone}, {address}); a time is written out in the visitor's language.
 * Nothing here promises a result or says the firm represents them.
 */

/** On the confirmation, when the firm lets visitors pick a time: the next open ones. */
export const bookingOfferCopy = {
  heading: "Choose a time for your free consultation",
  body: "Pick a time that suits you. The office holds it at once and confirms it with you.",
  choose: "Hold this time",
  more: "See more times",
  /** After each time: the clock it is on. */
  zone: "California time",
  none: "No time is open in the next days: the office will contact you to arrange one.",
};

/** The page a visitor picks a time on, from the confirmation or from the link in the office's reply. */
export const bookingPage = {
  title: "Choose a time for your free consultation",
  description: "The secure page where you choose a time for your free consultation.",
  heading: "Choose a time for your free consultation",
  intro:
    "Pick the time that suits you best. The office holds it for you at once, and confirms it by email or phone with the details: by phone, by video or at our office.",
  length: (minutes: number) => `Each consultation takes about ${minutes} minutes. It is free and confidential.`,
  dayHeading: (day: string) => day,
  /** After a time written out: the clock it is on. */
  zone: "California time",
  choose: "Hold this time",
  chosenLegend: "Open times",
  noneOpen: "No time is open in the next days. Please call the office at {phone}: it will find a time with you.",
  held: (when: string) => `Thank you. The office is holding ${when} for you.`,
  heldNext:
    "Someone from the office will confirm it with you, usually within one business day, and send you an invitation for your calendar.",
  already: (when: string) => `You already have a time with the office: ${when}.`,
  alreadyConfirmed: "The office has confirmed it. The invitation it sent you has the details.",
  alreadyHeld: "The office is holding it for you and will confirm it with you.",
  change: "To change or cancel it, call the office at {phone}, or reply to the office's email.",
  refused: {
    taken: "Someone else chose that time a moment ago. Please pick another one below.",
    past: "That time has already passed. Please pick another one below.",
    outside: "That time is not one the office offers. Please pick one of the times below.",
    missing: "Please choose a time first.",
  },
  expiredHeading: "This link no longer works",
  expired:
    "The link has expired, or it is not complete. Please call the office at {phone} to choose a time for your consultation.",
  off: "Choosing a time here is not available right now. Please call the office at {phone} to arrange your free consultation.",
  notSaved: "Your time could not be held just now. Please try again in a moment, or call the office at {phone}.",
  noRelationship: "Holding a time does not by itself make the firm your attorneys.",
  privacyLead: "How we handle what you send:",
  privacyLink: { text: "Privacy Policy", href: "/privacy" },
  phoneLead: "Urgent? Call",
};

/** What the office's "received" reply ends with, while visitors may pick a time. */
export const bookingMailFooter = (url: string) =>
  `To choose a time for your free consultation, open this page: ${url}\nThe office holds the time you pick at once and confirms it with you.`;

/** The mail the office sends about a consultation, each with its calendar file. */
export const consultationMail = {
  summary: "Free consultation with {firm}",
  subject: {
    invitation: (when: string) => `Your free consultation with {firm}: ${when}`,
    update: (when: string) => `New time for your consultation with {firm}: ${when}`,
    cancellation: (when: string) => `Cancelled: your consultation with {firm} on ${when}`,
    reminder: (when: string) => `Reminder: your consultation with {firm} tomorrow, ${when}`,
  },
  greeting: { named: (name: string) => `Dear ${name},`, unnamed: "Hello," },
  lead: {
    invitation: (when: string) => `Your free, confidential consultation with {firm} is on ${when}.`,
    update: (when: string) =>
      `Your consultation with {firm} has a new time: ${when}. The earlier time no longer holds.`,
    cancellation: (when: string) => `Your consultation with {firm} on ${when} is cancelled.`,
    reminder: (when: string) => `A reminder: your free consultation with {firm} is tomorrow, ${when}.`,
  },
  length: (minutes: number) => `It takes about ${minutes} minutes.`,
  format: {
    phone: "By phone: the office calls you.",
    video: "By video call.",
    office: "At our office: {address}.",
  },
  details: (text: string) => `Details: ${text}`,
  bringHeading: "What to bring or have at hand:",
  bring: [
    "a photo ID;",
    "any papers you were given: a citation, a police report, court or jail papers, medical records or bills;",
    "photos or video of what happened and of any injuries;",
    "the names and numbers of witnesses, and the officers' names or badge numbers if you know them;",
    "a short list of dates: the incident, any court dates.",
  ],
  reschedule: "To change the time or cancel, call the office at {phone}, or reply to this email.",
  calendar: "The attached file adds the consultation to your phone's or computer's calendar.",
  cancelledCalendar: "The attached file takes it out of your calendar.",
  again: "To arrange another time, call the office at {phone}, or reply to this email.",
  noRelationship:
    "This consultation does not mean that we represent you: no attorney-client relationship exists until we both sign a written fee agreement.",
  signature: "{firm}\n{phone}",
};
