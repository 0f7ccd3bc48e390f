import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const civilRights = {
  slug: "civil-rights",
  metaTitle: "Police Misconduct Claims in California",
  metaDescription:
    "Hurt, arrested or searched by police who broke the rules? How 42 U.S.C. section 1983 and California's Bane Act protect you, and what to do now.",
  lead: "Police officers hold great power over ordinary people. When they abuse it, by using force they did not need, arresting without cause, searching without a warrant or lying in a report, the law gives you a way to hold the officers and their agency to account.",
  quote: {
    text: "Injustice anywhere is a threat to justice everywhere.",
    source: "Martin Luther King Jr., Letter from Birmingham Jail, 1963",
  },
  sections: [
    {
      heading: "What police misconduct looks like",
      blocks: `Police misconduct is conduct by an officer that violates your rights. It is rarely one dramatic moment. More often it is a chain of choices: a stop without a reason, a search you did not agree to, a shove that turns into a beating, a report that leaves out what really happened.

- Excessive force, including Taser shocks, police dog bites and dangerous restraints
- An arrest or detention without probable cause or reasonable suspicion
- A search of your home, car or phone without a warrant or a valid exception
- False reports, fabricated evidence and charges brought to cover up misconduct
- Abuse or neglect of people held in jail or prison
- Retaliation for recording the police, asking questions or filing a complaint

You have the right to record police officers doing their jobs in public. California law says that recording an officer in a public place is not, by itself, a reason to detain or arrest you (Penal Code section 148(g)).`,
    },
    {
      heading: "What the law says",
      blocks: `The main federal law is 42 U.S.C. section 1983. It lets you sue anyone who, acting with the authority of state or local government, takes away a right that the Constitution or federal law protects. Most claims against police rest on the Fourth Amendment, which forbids unreasonable searches and seizures, and the Fourteenth Amendment, which protects due process and the equal protection of the laws.

A city or county is not automatically responsible under section 1983 for what its officers do. Under Monell v. Department of Social Services (1978), the agency itself is liable when the harm comes from its own policy, a widespread custom, or a failure to train or supervise its officers.

California law adds its own protections. The Tom Bane Civil Rights Act (Civil Code section 52.1) allows a lawsuit when someone interferes with your rights by threats, intimidation or coercion, and the court can award attorney's fees. California cities and counties are also responsible for the wrongful acts their employees commit on the job (Government Code section 815.2), which covers claims such as battery, negligence and false imprisonment.

Officers often raise qualified immunity, a defense created by the courts that shields an officer from federal damages unless the right was clearly established at the time. It does not protect the city or county itself, and it is not a defense to claims under California law, which has its own, different rules.`,
    },
    {
      heading: "The deadlines are short",
      blocks: `If your claim is against a California city, county or state agency, you usually must file a written government claim with that agency within six months of the incident (Government Code section 911.2). Missing that deadline can end the California claims before they begin. Federal claims under section 1983 generally must be filed in court within two years in California (Code of Civil Procedure section 335.1).

If you were also charged with a crime, the criminal case matters. Under Heck v. Humphrey (1994), you cannot bring a civil rights claim that would necessarily mean a conviction was invalid, unless that conviction has been set aside. Speak with a civil rights lawyer before you accept any plea.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Get medical care, even if your injuries seem minor, and make sure every injury is written down and photographed.
- Write down everything you remember as soon as you can: the time, the place, and what was said and done, in order.
- Note the names, badge numbers and patrol car numbers of every officer involved, and the agency they work for.
- Find witnesses and keep their names and phone numbers. Ask anyone who recorded video to keep it safe and send you a copy.
- Keep your own photos and videos, torn or bloody clothing, and every piece of paper the police gave you.
- Do not post about the incident online, and do not give a statement to the agency or its insurer before you have spoken with a lawyer.
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. A civil rights case starts with the facts: the reports, the body camera and dash camera video, dispatch records, medical records and the accounts of witnesses. The office gathers that evidence, asks the agency to preserve what it holds, files the government claim on time and, when a lawsuit is the right path, brings it in state or federal court.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
