/**
 * Words of the home page (spec section 2, Home).
 *
 * PLACEHOLDERS: sample wording around the spec's fixed headings; the firm may rewrite it.
 */
import { consultationAction } from "./shared";

export const homeCopy = {
  meta: {
    title: "Civil Rights & Police Misconduct Attorney",
    description: `Hurt, arrested or mistreated by police? {firm} represents victims of police misconduct across {area}. Free, confidential case evaluation, usually within 24 hours.`,
  },
  hero: {
    eyebrow: `Civil rights attorney · {area}`,
    title: "Let Justice Be Done",
    lead: "If you or someone you love was hurt, arrested or mistreated by police, you have rights. Talk to a civil rights attorney, free and in confidence, usually within 24 hours.",
    callLabel: "Call",
    scheduleLabel: consultationAction.label,
    assurances: [
      "Free, confidential case evaluation",
      `Serving clients since {since}`,
      "By phone, video call or in person",
    ],
  },
  practice: {
    eyebrow: "How we can help",
    title: "Areas of Practice",
    intro:
      "Police misconduct takes many forms. Whatever happened to you, it deserves to be heard by someone who handles these cases every day.",
    viewAll: "View All Practice Areas",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "Respected by the Bench, the Bar and the Press",
    /** Says what the quotes are, so no one reads them as a client's story or a promise (State Bar rule 7.1). */
    intro:
      "These are testimonials: what judges, lawyers and reporters have said about the attorney's work. They are their opinions, not a promise about your case.",
  },
  achievements: {
    eyebrow: "Results",
    title: "Record-Breaking Achievements",
    intro: "Settlements that held agencies to account for what their officers did.",
  },
  news: {
    eyebrow: "Press",
    title: "In the News",
    intro: "Cases and commentary covered by newspapers and legal journals.",
    moreLink: "More Headlines",
  },
  honors: {
    eyebrow: "Recognition",
    title: "Proven Track Record",
    intro: "Honors from 2015 to 2025 for work on behalf of people harmed by police.",
  },
};
