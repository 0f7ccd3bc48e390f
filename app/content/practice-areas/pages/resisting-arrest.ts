import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const resistingArrest = {
  slug: "resisting-arrest",
  metaTitle: "Resisting Arrest Charges and Police Force (Penal Code 148)",
  metaDescription:
    "Charged with resisting arrest after police hurt you? What Penal Code section 148 requires, why a plea can end a civil claim, and what to do now.",
  lead: "Many people who are hurt by police are then charged with resisting arrest. Sometimes the charge is a way to explain away force that should never have been used. How the charge is handled can decide whether you are ever able to hold the officers accountable.",
  quote: {
    text: "Facts are stubborn things; and whatever may be our wishes, our inclinations, or the dictates of our passions, they cannot alter the state of facts and evidence.",
    source: "John Adams, arguing for the defense at the Boston Massacre trial, 1770",
  },
  sections: [
    {
      heading: "What the charge means",
      blocks: `The usual charge is Penal Code section 148(a)(1). It makes it a misdemeanor to willfully resist, delay or obstruct a peace officer who is performing a lawful duty. It is punishable by a fine of up to $1,000, up to one year in county jail, or both. A more serious charge, Penal Code section 69, covers using threats or violence against an officer and can be charged as a felony.

The key word is lawful. The prosecution must prove the officer was acting lawfully at the time. An officer who arrests someone without probable cause, or who uses excessive force, is not performing a lawful duty, and that is a defense to the charge (In re Manuel G., 1997).

That does not mean you should fight back. California law says you must not use force to resist an arrest that you know, or should know, is being made by a peace officer, even if the arrest later turns out to be unlawful (Penal Code section 834a). The safest course is to stay calm, keep your hands visible, say clearly that you are not resisting, and challenge the arrest later, in court.`,
    },
    {
      heading: "Why the criminal case decides the civil case",
      blocks: `Under Heck v. Humphrey (1994), you cannot bring a civil rights claim that would necessarily imply that a criminal conviction is invalid, unless the conviction has been reversed, expunged or otherwise set aside. California courts apply the same rule to claims under state law (Yount v. City of Sacramento, 2008).

A conviction for resisting does not always end an excessive force claim. The Ninth Circuit, whose decisions bind the federal courts in California, has held that a person can be guilty of resisting and still have been the victim of excessive force (Smith v. City of Hemet, 2005; Hooper v. County of San Diego, 2011). But what you admit in a plea, and about which moment, can narrow or end a claim.

A plea deal that looks easy today can cost you your civil case tomorrow. Before you plead guilty or no contest to anything, even a lesser charge, talk to a civil rights lawyer as well as your criminal defense lawyer.`,
    },
    {
      heading: "The clock keeps running",
      blocks: `While criminal charges are pending in superior court, California law generally puts a damages lawsuit against the officers on hold and pauses the time limit for filing it. The six-month deadline to file a government claim is not paused: it keeps running (Government Code sections 911.2 and 945.3). People often lose their claims because they wait for the criminal case to end. Do not wait.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- If you have a criminal case, you need a criminal defense lawyer for it. Tell that lawyer you may have a civil rights claim, and ask them to speak with a civil rights lawyer before any plea.
- Get medical care and make sure every injury is recorded and photographed, including bruises that appear a day or two later.
- Write down what happened, moment by moment, while it is fresh: where your hands were, what you said, what the officers said and did.
- Write down the officers' names, badge numbers and patrol car numbers.
- Look for video: witnesses' phones, doorbell cameras and nearby businesses. Private cameras are often recorded over within days.
- Do not discuss the incident with anyone except your lawyers, and do not post about it online.
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. In a resisting arrest case, the details decide everything: what the body camera shows, what the report leaves out, what the witnesses saw. The office reviews that evidence, can work alongside your criminal defense lawyer so that a plea does not give away your civil claim, files the government claim on time, and pursues the officers and the agency when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
