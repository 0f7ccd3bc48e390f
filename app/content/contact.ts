/**
 * Words of the contact page (spec section 2, Contact).
 *
 * PLACEHOLDERS: sample wording; the facts (phone, emails, address, hours) come from firm.ts.
 */
import { consultationAction, firmText } from "./shared";

export const contactCopy = {
  meta: {
    title: "Contact the Office",
    description: `Call {phone} or write to {firm} in {city} for a free, confidential case evaluation, usually within 24 hours.`,
  },
  hero: {
    eyebrow: "Contact",
    title: "Get Your Free Case Evaluation",
    lead: `Tell us what happened, by phone or in writing, in confidence. {confidentiality}`,
  },
  info: {
    title: "Contact Information",
    phone: {
      title: "Phone",
      body: "The fastest way to reach us. If we cannot answer, leave a message and we will call you back.",
    },
    email: { title: "Email" },
    office: {
      title: "Office",
      notice: "PLEASE NOTE WE HAVE MOVED!",
      body: "Our new office address:",
    },
    availability: { title: "Availability", body: firmText.availability },
    formPrompt: "Prefer to write it down? Use the case evaluation form:",
    formLink: consultationAction.label,
  },
  why: {
    title: `Why choose {firm}?`,
    cards: [
      {
        icon: "award",
        title: "Proven Track Record",
        body: `Since {since}, the practice has recovered millions of dollars for people harmed by police and held agencies to account in state and federal court.`,
        /** A claim about past results: the results disclaimer goes with it (rule 7.1). */
        disclaimer: true,
      },
      { icon: "scale", title: "No Cost to You", body: "{fee terms}" },
      {
        icon: "calendar",
        title: "Free Case Evaluation",
        body: "A free, confidential conversation about what happened and what you can do, usually within 24 hours, by phone, video call or in person.",
      },
    ],
  },
} as const;
