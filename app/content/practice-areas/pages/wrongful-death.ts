import type { PracticeAreaPageContent } from "../types";

export const wrongfulDeath = {
  slug: "wrongful-death",
  metaTitle: "Wrongful Death by Police or in Custody",
  metaDescription:
    "A loved one killed by police or who died in jail? Who can bring a wrongful death claim in California, how to get records, deadlines, and what to do now.",
  lead: "Losing someone to police violence or in a jail cell is a grief no family should carry alone. On top of the loss, families often face silence from the agency, an official story that does not add up, and legal deadlines that start running on the day of the death.",
  quote: {
    text: "It is not better that all felony suspects die than that they escape.",
    source: "Tennessee v. Garner, 471 U.S. 1, 11 (1985)",
  },
  sections: [
    {
      heading: "Who can bring a claim",
      blocks: `California allows two kinds of claims after a death. A wrongful death claim belongs to the family, for their own loss: the love, companionship, care and financial support they will never have again. It can be brought by a surviving spouse or registered domestic partner and children, and in some situations by others, such as parents or stepchildren who depended on the person (Code of Civil Procedure section 377.60).

A survival claim belongs to the person who died. It is brought by the personal representative of the estate or by a successor in interest (Code of Civil Procedure section 377.30), and it carries forward the claims the person had at the moment of death, including federal civil rights claims under 42 U.S.C. section 1983.

In the Ninth Circuit, parents and children can also bring their own claim under the Fourteenth Amendment for the loss of their relationship with the person who died.`,
    },
    {
      heading: "What the law says about police killings and deaths in custody",
      blocks: `Deadly force is judged under the Fourth Amendment. Police may use it only when a person poses a significant threat of death or serious physical injury (Tennessee v. Garner, 1985; Graham v. Connor, 1989). Since 2020, California allows deadly force only when an officer reasonably believes it is necessary to defend against an imminent threat of death or serious bodily injury, or to stop a person fleeing from a felony that threatened or caused death or serious injury, who would otherwise cause death or serious injury to others (Penal Code section 835a).

Deaths in jails and prisons often involve ignored medical needs, a missed suicide risk or a failure to protect. The Constitution forbids deliberate indifference to the serious medical needs of people in custody (Estelle v. Gamble, 1976), and the agency itself is liable when its policy, custom or failure to train caused the death (Monell v. Department of Social Services, 1978). California cities and counties are also responsible for their employees' wrongful acts on the job (Government Code section 815.2).`,
    },
    {
      heading: "Getting the truth",
      blocks: `Families have a right to records. California agencies must release most video and audio of incidents in which an officer fired a gun at a person or used force that caused death or great bodily injury, generally within 45 days, with limited exceptions for active investigations (Government Code section 7923.625). Records about officer shootings and serious uses of force are also open to the public (Penal Code section 832.7).

When a police officer shoots and kills an unarmed civilian, the California Department of Justice investigates the shooting (Government Code section 12525.3). A family can also arrange an independent autopsy. Ask a lawyer about it quickly, before the body is released for burial or cremation.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Write down everything you were told by police, the coroner and the hospital, with the date and the name of the person who told you.
- Keep every document: the death certificate, coroner and autopsy reports, property receipts, and any letters from the agency.
- Find the people who saw what happened, and anyone who filmed it. Ask them to keep the recordings.
- Keep photos, messages and records that show your loved one's life, health and relationships.
- Do not give a recorded statement to the agency or its insurer before you have spoken with a lawyer.
- Mind the deadline: a government claim against a California city, county or state agency usually must be filed within six months of the death (Government Code section 911.2). Federal claims generally must be filed in court within two years (Code of Civil Procedure section 335.1).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. A family should be able to grieve while someone else does the work of finding out what happened. The office can request the records and video, consult independent investigators and medical professionals, file the government claim on time, and bring the case for the family and the estate when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: {
    heading: "We are here when you are ready",
    body: "Every case depends on its own facts, and no lawyer can promise an outcome. A free, confidential conversation will help your family understand its rights and the time limits that apply.",
    tagline: false,
  },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
