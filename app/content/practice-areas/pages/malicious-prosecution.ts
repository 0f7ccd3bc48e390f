import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const maliciousProsecution = {
  slug: "malicious-prosecution",
  metaTitle: "Malicious Prosecution and Fabricated Evidence Claims",
  metaDescription:
    "Charged on false reports or fabricated evidence, and the case ended without a conviction? How federal civil rights law protects you, and what to do now.",
  lead: "Some people are harmed twice: first by what police did, and then by charges built to cover it up. Being prosecuted for something you did not do can cost you your freedom, your job, your savings and your good name. When the case ends in your favor, the law may let you hold those responsible to account.",
  quote: {
    text: "The United States Attorney is the representative not of an ordinary party to a controversy, but of a sovereignty … whose interest, therefore, in a criminal prosecution is not that it shall win a case, but that justice shall be done.",
    source: "Berger v. United States, 295 U.S. 78, 88 (1935)",
  },
  sections: [
    {
      heading: "What the law says",
      blocks: `Malicious prosecution means bringing or continuing a criminal case without probable cause, for an improper purpose, in a case that ends in your favor. Under the Fourth Amendment, a person who was held or restrained because of a baseless prosecution can sue under 42 U.S.C. section 1983. In Thompson v. Clark (2022), the Supreme Court held that the person only needs to show that the prosecution ended without a conviction. No formal finding of innocence is needed.

Prosecutors usually cannot be sued for their decisions in court (Imbler v. Pachtman, 1976). Officers who write false reports, fabricate evidence or pressure witnesses do not share that protection. The Ninth Circuit has recognized a clearly established due process right not to be charged on the basis of evidence the government deliberately fabricated (Devereaux v. Abbey, 2001). Hiding evidence that would help the accused also violates due process (Brady v. Maryland, 1963).

California law makes state-law claims against public employees harder: Government Code section 821.6 generally shields them from ordinary malicious prosecution claims. That is why many of these cases rest on federal civil rights law. Since 2022, that shield no longer applies to claims against peace officers under the Tom Bane Civil Rights Act (Civil Code section 52.1, as amended by Senate Bill 2, 2021).`,
    },
    {
      heading: "Signs that a prosecution was built on misconduct",
      blocks: `- Police reports that contradict the video or what witnesses saw
- Charges filed right after you complained about an officer, or were hurt by one
- Evidence that appeared, disappeared or changed along the way
- Witnesses who were pressured, threatened or promised something in exchange for a statement
- Charges dismissed before trial, or an acquittal by a jury`,
    },
    {
      heading: "Timing",
      blocks: `A federal malicious prosecution or fabricated evidence claim usually cannot be brought until the criminal case ends in your favor, and the two-year clock for filing generally starts then (McDonough v. Smith, 2019). Heck v. Humphrey (1994) bars claims that would cast doubt on a conviction that still stands. A California government claim, if one is needed, has a six-month deadline (Government Code section 911.2) that may start earlier, so get advice as soon as the case ends, or before.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Ask your criminal defense lawyer for a copy of the whole file, including the police reports, videos and other evidence the prosecution turned over.
- Get a copy of the dismissal order or the verdict, and the court's docket.
- Write a timeline: the incident, the arrest, every hearing, and every day you spent in custody.
- Keep records of what the case cost you: bail, legal fees, lost wages, a lost job or lost housing.
- Write down the names of every officer involved and what each one claimed in reports or in court.
- Speak with a civil rights lawyer as soon as the case ends in your favor, or before if you can.`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. A malicious prosecution case is often built from the criminal case itself: the discovery, the transcripts, the gaps between what officers wrote and what the evidence shows. The office studies that record, looks for the evidence that was hidden or changed, and pursues the officers and the agency responsible when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
