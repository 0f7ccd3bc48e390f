import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const custodialAbuse = {
  slug: "custodial-abuse",
  metaTitle: "Jail and Prison Abuse (Custodial Abuse) Claims",
  metaDescription:
    "Beaten, denied medical care or left unprotected in a California jail or prison? Your rights, the grievance and claim deadlines, and what to do now.",
  lead: "A jail cell is not a place without rights. People held in county jails, state prisons, juvenile halls and police holding cells are owed safety, basic medical care and freedom from needless force. When guards or staff break those duties, the law can hold them and the institution responsible.",
  quote: {
    text: "Deliberate indifference to serious medical needs of prisoners constitutes the 'unnecessary and wanton infliction of pain' … proscribed by the Eighth Amendment.",
    source: "Estelle v. Gamble, 429 U.S. 97, 104 (1976)",
  },
  sections: [
    {
      heading: "What custodial abuse can include",
      blocks: `- Beatings or other excessive force by deputies or correctional officers
- Ignoring a medical or mental health emergency, such as drug or alcohol withdrawal, diabetes, seizures or a risk of suicide
- Failing to protect a person from an attack by other people in custody when the danger was known
- Sexual abuse or harassment by staff
- Dangerous restraint, or isolation that harms a person's health
- Punishment for filing a grievance or a complaint`,
    },
    {
      heading: "What the law says",
      blocks: `Your rights depend on your status. A person serving a sentence after a conviction is protected by the Eighth Amendment's ban on cruel and unusual punishment. A person held before trial, who has not been convicted of anything, is protected by the Due Process Clause of the Fourteenth Amendment.

For force used on a person held before trial, the question is whether the force was objectively unreasonable (Kingsley v. Hendrickson, 2015). For a person serving a sentence, the question is whether force was used maliciously and sadistically to cause harm, rather than in a good-faith effort to keep or restore order (Hudson v. McMillian, 1992).

Deliberate indifference to serious medical needs violates the Constitution (Estelle v. Gamble, 1976). Officials who know of a substantial risk of serious harm from other people in custody and disregard it can be liable for failing to protect (Farmer v. Brennan, 1994). In the Ninth Circuit, claims by people held before trial about medical care and protection are judged by an objective standard (Castro v. County of Los Angeles, 2016; Gordon v. County of Orange, 2018).

California law adds its own duty: a public employee who knows, or has reason to know, that a person in custody needs immediate medical care and fails to take reasonable action to summon it can be held liable (Government Code section 845.6). Counties and cities are liable under 42 U.S.C. section 1983 when their own policy, custom or failure to train caused the harm (Monell v. Department of Social Services, 1978).`,
    },
    {
      heading: "Grievances and deadlines",
      blocks: `If you are still in custody, federal law requires you to use the jail's or prison's grievance process before you file a federal lawsuit about conditions there (42 U.S.C. section 1997e(a), part of the Prison Litigation Reform Act). Grievance deadlines can be very short. File the grievance, keep a copy, and appeal every denial to the last level.

A government claim against a California county, city or state agency usually must be filed within six months (Government Code section 911.2). These deadlines run even while you are locked up.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Ask for medical care in writing, through a sick call slip or request form, and describe every symptom. Keep copies.
- Write down dates, times, housing unit or cell numbers, and the names and badge numbers of staff involved.
- Write down the names of other people in custody who saw what happened.
- If your family member is in custody, call the facility, ask for a welfare check, and keep a log of every call: the date, the time and who you spoke to.
- Do not sign statements about the incident without advice from a lawyer.
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. Jails and prisons keep their own records: incident reports, housing logs, medical charts, video from cameras in halls and cells. The office works to have that evidence preserved, files the claim on time, and pursues the staff and the agency responsible when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
