import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const illegalSearches = {
  slug: "illegal-searches",
  metaTitle: "Illegal Searches of Your Home, Car or Phone",
  metaDescription:
    "Police searched your home, car or phone without a warrant? When a search violates the Fourth Amendment and California law, how to respond, and what to do now.",
  lead: "Your home, your car, your phone and your body are protected by the Constitution. Police generally need a warrant signed by a judge to search them. When officers search without a warrant or a valid exception, you may be able to keep the evidence out of court, and to sue for the violation.",
  quote: {
    text: "The security of one's privacy against arbitrary intrusion by the police — which is at the core of the Fourth Amendment — is basic to a free society.",
    source: "Wolf v. Colorado, 338 U.S. 25, 27 (1949)",
  },
  sections: [
    {
      heading: "What the law says",
      blocks: `The Fourth Amendment protects "the right of the people to be secure in their persons, houses, papers, and effects, against unreasonable searches and seizures." The California Constitution gives the same protection (article I, section 13).

A search without a warrant is presumed unreasonable unless it fits an exception the courts recognize. The main exceptions are consent that was freely given, a search incident to a lawful arrest, a true emergency that leaves no time to get a warrant, evidence in plain view, and searches of a vehicle when officers have probable cause to believe it holds evidence of a crime.`,
    },
    {
      heading: "Your home, your car and your phone",
      blocks: `The home gets the strongest protection. Police may not enter a home without a warrant to make a routine arrest (Payton v. New York, 1980), and chasing a person suspected of a minor offense does not always justify following them inside (Lange v. California, 2021, a case from Sonoma County).

After an arrest, police may search a car only if the person could reach into it at the time, or if it is reasonable to believe evidence of the crime of arrest is inside (Arizona v. Gant, 2009).

Your phone holds your life. Police generally need a warrant to search a cell phone, even after an arrest (Riley v. California, 2014), and California's Electronic Communications Privacy Act requires a warrant or another specific legal basis before police can get most electronic information (Penal Code section 1546 and following).`,
    },
    {
      heading: "Two ways to fight back",
      blocks: `In a criminal case, your defense lawyer can ask the court to suppress evidence found in an illegal search (Penal Code section 1538.5). In a civil case, you can seek damages under 42 U.S.C. section 1983 and under California law, including the Tom Bane Civil Rights Act (Civil Code section 52.1). A civil claim is possible whether or not anything was found, although a conviction based on the search can stand in its way (Heck v. Humphrey, 1994).`,
    },
    {
      heading: "If police want to search",
      highlight: true,
      blocks: `- Say clearly and calmly: "I do not consent to a search." Do not physically resist, even if you believe the search is illegal.
- Ask whether they have a warrant, and ask to see it.
- You can stay silent. Say: "I want to remain silent, and I want to speak to a lawyer."
- Watch what they search and what they take. When officers take property under a warrant, they must give a receipt for it (Penal Code section 1535).`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Keep the copy of the warrant and any receipt or inventory you were given.
- Photograph any damage to your home, car or belongings before you repair or clean anything.
- Write down the officers' names, badge numbers and the agency, and what each one said and did.
- Ask neighbors for doorbell or security camera video before it is recorded over.
- If you were charged, tell your criminal defense lawyer about the search right away.
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. In a search case the questions are precise: was there a warrant, what did it allow, was there real consent, was there a real emergency. The office gathers the warrant, the affidavit behind it and the video, files the government claim on time, and pursues the officers and the agency when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
