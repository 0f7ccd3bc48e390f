import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const falseArrest = {
  slug: "false-arrest",
  metaTitle: "False Arrest and False Imprisonment Claims",
  metaDescription:
    "Arrested or held without probable cause? Your Fourth Amendment rights, California false imprisonment law, clearing your record, and what to do now.",
  lead: "Being handcuffed, put in a patrol car and booked into jail is frightening and humiliating. When police do it without a lawful reason, it is also a violation of your rights, even if the charges are later dropped or never filed.",
  quote: {
    text: "No free man shall be seized or imprisoned … except by the lawful judgment of his equals or by the law of the land.",
    source: "Magna Carta, clause 39, 1215",
  },
  sections: [
    {
      heading: "What the law says",
      blocks: `The Fourth Amendment protects you against unreasonable seizures. An arrest is lawful only with a warrant or with probable cause: facts that would lead a reasonable officer to believe you committed a crime. A shorter stop, called a detention, needs reasonable suspicion based on specific facts, not a hunch (Terry v. Ohio, 1968).

An arrest without probable cause can support a claim under 42 U.S.C. section 1983. Under California law, it can also be false imprisonment, which is the unlawful restraint of a person's freedom, and a violation of the Tom Bane Civil Rights Act (Civil Code section 52.1) when the officer acted with a specific intent to violate your rights (Cornell v. City and County of San Francisco, 2017).

California law protects officers from false arrest claims when they had reasonable cause to believe the arrest was lawful (Penal Code section 847). That is why what the officers knew at the moment of the arrest, and what they wrote down afterwards, matters so much.

After an arrest without a warrant, you must be brought before a judge without unnecessary delay, and generally within 48 hours (Penal Code section 825; County of Riverside v. McLaughlin, 1991).`,
    },
    {
      heading: "Common false arrest situations",
      blocks: `- Arrest for talking back, asking questions or recording the police. Recording an officer in public is not, by itself, a reason to detain or arrest you (Penal Code section 148(g)).
- Arrest of the wrong person because of a mistaken identification or a warrant meant for someone else
- Arrest with no evidence of a crime, to end an argument with an officer
- A charge of obstruction or resisting arrest when the person did nothing unlawful
- Being held far longer than the law allows, or after you should have been released`,
    },
    {
      heading: "Clearing your record",
      blocks: `An arrest can follow you even when no charges are filed. If you were arrested but not convicted, you can ask the court for a finding of factual innocence, which leads to the sealing and destruction of the arrest record (Penal Code section 851.8). California also allows many arrests that did not lead to a conviction to be sealed (Penal Code section 851.91).`,
    },
    {
      heading: "Deadlines",
      blocks: `A federal claim for false arrest generally must be filed within two years. That clock usually starts when you are brought before a judge or otherwise held under legal process, not when the charges are dropped (Wallace v. Kato, 2007). Claims under California law need a government claim, usually within six months (Government Code section 911.2).

If charges are still pending, the criminal case can shape the civil case. Under Heck v. Humphrey (1994), a conviction stands in the way of a civil claim that would cast doubt on it. Talk to a civil rights lawyer before you accept any plea.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Write down exactly what happened and what the officers said was the reason for the stop and the arrest.
- Keep every paper you were given: the citation, the property receipt, the booking and release papers, and any court notice.
- Write down the officers' names, badge numbers and patrol car numbers.
- Find witnesses and video from phones, doorbell cameras or nearby businesses before it is recorded over.
- If you were injured, get medical care and keep the records.
- Keep track of what the arrest cost you: lost wages, bail, towing and impound fees.
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. In a false arrest case the question is what the officers knew, and when. The office gathers the reports, body camera video, dispatch recordings and witness accounts that answer it, files the government claim on time, and pursues the officers and the agency when the facts support a claim.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
