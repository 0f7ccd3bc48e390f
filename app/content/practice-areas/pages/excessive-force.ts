import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const excessiveForce = {
  slug: "excessive-force",
  metaTitle: "Excessive Force and Police Brutality Claims",
  metaDescription:
    "Beaten, shot, choked or injured by police? How Graham v. Connor, Tennessee v. Garner and California law limit police force, and what to do now.",
  lead: "Police officers may use force in some situations, but only as much as the situation reasonably requires. When officers beat, shoot, choke or shock someone who was not a threat, or keep using force after a person is under control, they can be held responsible.",
  quote: {
    text: "… its proper application requires careful attention to the facts and circumstances of each particular case, including the severity of the crime at issue, whether the suspect poses an immediate threat to the safety of the officers or others, and whether he is actively resisting arrest or attempting to evade arrest by flight.",
    source: "Graham v. Connor, 490 U.S. 386, 396 (1989)",
  },
  sections: [
    {
      heading: "What the law says",
      blocks: `Force used during an arrest, a traffic stop or any other seizure is judged under the Fourth Amendment. In Graham v. Connor (1989), the Supreme Court held that the question is whether the officer's actions were objectively reasonable in light of the facts and circumstances, whatever the officer's intentions. Courts weigh how serious the suspected crime was, whether the person posed an immediate threat to anyone, and whether the person was actively resisting or trying to flee. In the Ninth Circuit, which covers California, the most important question is whether there was an immediate threat.

Deadly force has stricter limits. In Tennessee v. Garner (1985), the Supreme Court held that police may not shoot a fleeing person unless the officer has probable cause to believe the person poses a significant threat of death or serious physical injury to the officer or others.

Since 2020, California law goes further. An officer may use deadly force only when the officer reasonably believes it is necessary to defend against an imminent threat of death or serious bodily injury, or to catch a person fleeing from a felony that threatened or caused death or serious injury who would otherwise cause death or serious injury to others (Penal Code section 835a). California courts also look at what officers did before they used force: careless tactics that created the danger can make a shooting negligent under state law (Hayes v. County of San Diego, 2013).

Officers who stand by while a fellow officer uses excessive force can also be responsible if they had a realistic chance to step in (Cunningham v. Gates, 2000).`,
    },
    {
      heading: "What excessive force can look like",
      blocks: `- Punches, kicks, knee strikes or baton blows to someone who is handcuffed or already on the ground
- Shooting a person who was not an immediate threat to anyone
- Chokeholds and carotid restraints, which California law enforcement agencies may no longer authorize (Government Code section 7286.5)
- Repeated Taser shocks, police dog bites, pepper spray or less-lethal rounds used on people who posed no threat
- Slamming a person to the ground, or kneeling on the back or neck of someone lying face down
- Force used as punishment for talking back, recording, or asking why you were stopped`,
    },
    {
      heading: "Claims under California law",
      blocks: `Alongside federal claims under 42 U.S.C. section 1983, California law allows claims for battery by a peace officer, negligence, and violation of the Tom Bane Civil Rights Act (Civil Code section 52.1). The city or county that employs the officer is responsible for these state-law wrongs (Government Code section 815.2). Under federal law, the agency itself is liable when its own policy, custom or failure to train caused the harm (Monell v. Department of Social Services, 1978).

California claims require a government claim, usually within six months (Government Code section 911.2). If you were charged with a crime after the incident, read about resisting arrest charges before you accept any plea: under Heck v. Humphrey (1994), a conviction can limit a civil claim.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Get medical care right away, and tell the doctor exactly how each injury happened so it is written in your records.
- Photograph every injury the same day and again as bruises develop over the following days.
- Write down the officers' names, badge numbers and patrol car numbers, and the agency they work for.
- Write down what happened, in order, while you still remember the details.
- Find witnesses and any video: phones, doorbell cameras, nearby businesses and buses. Ask people to keep their recordings.
- Keep damaged clothing and glasses in a bag, unwashed.
- Do not talk about the incident online or with investigators before you have spoken with a lawyer.
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. An excessive force case is won or lost on evidence: body camera and dash camera video, use-of-force reports, Taser and radio logs, medical records and the testimony of people who saw it happen. The office works to secure that evidence early, files the government claim on time, and pursues the officers and the agency in state or federal court when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
