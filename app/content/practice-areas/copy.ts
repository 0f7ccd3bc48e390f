/** Words around the practice-area content: the index page and the frame of each practice page. */
import { consultationAction } from "~/content/shared";

export const TAGLINE = "You've got one shot. Make it your best.";

export const practiceAreasIndexCopy = {
  metaTitle: "Practice Areas",
  metaDescription:
    "Police misconduct, excessive force, false arrest, wrongful death, Taser and police dog injuries, illegal searches and the other civil rights cases the office handles in Northern California.",
  eyebrow: "Civil rights and police misconduct",
  heading: "Practice Areas",
  listLabel: "The practice areas",
  intro: `{firm} stands up for people harmed by police and by those who run jails and prisons. Choose the situation closest to yours to learn what the law says and what to do now.`,
  cardLinkHint: "Read more",
  ctaHeading: "Not sure where your case fits?",
  ctaBody:
    "Tell us what happened. Free, confidential case evaluations are usually available within 24 hours, by phone, video call or in person.",
  callPrefix: "Call",
  consultationButton: consultationAction.label,
} as const;

export const practicePageCopy = {
  backLink: "Back to Practice Areas",
  eyebrow: "Practice Area",
  callPrefix: "Call",
  consultationButton: consultationAction.label,
  contactButton: "Contact the Office",
  contactLink: "Or see all the ways to reach the office",
  asideHeading: "Talk to an attorney",
  asideBody: "Free, confidential case evaluations, usually within 24 hours, by phone, video call or in person.",
  asideConciergeBody: "Call or write to the office to discuss concierge services and their fees.",
  disclaimer:
    "This page is general information about the law, not legal advice for your situation. Every case depends on its own facts, and no lawyer can promise a particular result.",
  breadcrumbHome: "Home",
  breadcrumbIndex: "Practice Areas",
} as const;
