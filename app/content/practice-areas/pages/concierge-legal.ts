import type { PracticeAreaPageContent } from "../types";

export const conciergeLegal = {
  slug: "concierge-legal",
  metaTitle: "Concierge Legal Services",
  metaDescription:
    "Direct, personal access to an attorney for legal questions that are not a civil rights lawsuit: guidance, document review and planning. Paid services.",
  lead: "Not every legal problem is a lawsuit. Sometimes you need a lawyer you trust to answer a question, read a document before you sign it, or help you plan before a small problem becomes a large one. Concierge legal services give you direct, personal access to an attorney for matters like these.",
  notice: "Please note: free case evaluations are not available for concierge services.",
  quote: {
    text: "Discourage litigation. Persuade your neighbors to compromise whenever you can.",
    source: "Abraham Lincoln, notes for a law lecture, about 1850",
  },
  sections: [
    {
      heading: "What concierge services can cover",
      blocks: `Concierge services are arranged around your situation. Examples of the kinds of matters people bring to an attorney this way include:

- A letter, citation or notice from a government agency that you do not understand
- A contract, lease or settlement offer you want reviewed before you sign
- A request from police or an investigator to "just talk", and what to do about it
- Understanding your options after an incident, before you decide what to do
- Preparing for a hearing, a meeting or a court date

Whether a particular matter fits is something to discuss with the office before any work begins.`,
    },
    {
      heading: "How it works",
      blocks: `Concierge services are paid legal services. They are not a contingency case, and free case evaluations are not available for them. Before any work begins, the scope of the work and the fee are set out for you, in writing where California law requires it. A written fee agreement is required for most legal work expected to cost more than $1,000 (Business and Professions Code section 6148).

What you tell your lawyer is protected. The attorney-client privilege keeps confidential communications with your lawyer out of court (Evidence Code section 954), and California lawyers have a duty to keep their clients' secrets (Business and Professions Code section 6068(e)). Calling the office or sending a message does not by itself make you a client: that relationship begins when you and the attorney agree on the work.`,
    },
    {
      heading: "Why early advice matters",
      blocks: `Many legal problems grow from a moment when early advice would have helped: a statement given without a lawyer, a missed deadline, a document signed in a hurry. Some rights in California expire quickly. A claim against a city, county or state agency, for example, usually must be filed within six months (Government Code section 911.2).

If police want to question you while you are in custody, you have the right to remain silent and the right to have a lawyer present (Miranda v. Arizona, 1966). You can use those rights politely and clearly: "I want to remain silent, and I want to speak to a lawyer."`,
    },
    {
      heading: "What to have ready",
      blocks: `When you contact the office about concierge services, it helps to have a few things at hand:

- A short description of what you need, in your own words
- Any letters, notices, contracts or other papers involved
- Any dates or deadlines you know about, such as a hearing or a response date
- The names of the other people, businesses or agencies involved`,
    },
    {
      heading: "If your matter is a civil rights case",
      blocks: `If what happened to you is police misconduct, excessive force, a false arrest, an illegal search or another civil rights violation, it is not a concierge matter. Those cases begin with a free, confidential case evaluation. Look through the practice areas, or request a case evaluation, and the office will take it from there.

{attorney} has represented people in Northern California since {since}. If you are in danger right now, call 911 first.`,
    },
  ],
  closing: {
    heading: "Talk to the office about concierge services",
    body: "Call or write to the office to describe what you need. You will learn whether concierge services are a fit, what the work would cover and what it would cost, before you commit to anything.",
    tagline: false,
  },
  primaryCta: "contact",
  scrollToTopOnLoad: true,
} as const satisfies PracticeAreaPageContent;
