import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const policeDogs = {
  slug: "police-dogs",
  metaTitle: "Police Dog Bite Injuries (K-9 Attacks)",
  metaDescription:
    "Bitten by a police dog? Why a K-9 bite is a use of force that must be reasonable, when California's dog bite law applies to police dogs, and what to do now.",
  lead: "A police dog is trained to bite and hold. Its jaws can tear muscle, crush bone and leave scars, nerve damage and infections that last for years. Because of that, the law treats a police dog bite as a serious use of force that officers must be able to justify.",
  quote: {
    text: "The right of the people to be secure in their persons, houses, papers, and effects, against unreasonable searches and seizures, shall not be violated.",
    source: "Fourth Amendment to the United States Constitution",
  },
  sections: [
    {
      heading: "What the law says",
      blocks: `When an officer sends a dog to bite someone, the bite is a seizure under the Fourth Amendment, judged by the same test of objective reasonableness as any other force (Graham v. Connor, 1989). Courts look at how serious the suspected crime was, whether the person posed an immediate threat, and whether the person was actively resisting or trying to flee. They also ask whether officers gave a warning before releasing the dog, when a warning was possible, and whether they called the dog off promptly.

The Ninth Circuit has held that a jury could find it excessive to send a dog trained to bite and hold after a man who had run from a traffic stop and was hiding, not threatening anyone (Chew v. Gates, 1994), and that letting a dog keep biting a person who is already under control can be excessive force (Watkins v. City of Oakland, 1998).

California's dog bite law, Civil Code section 3342, makes a dog's owner responsible for bites without any need to prove fault. It has an exception for agencies that use dogs in police work under a written policy, for example to catch or hold a suspect the officer reasonably suspects of a crime. That exception does not apply to a bystander who had nothing to do with what the police were investigating (Civil Code section 3342(c)), and it does not block claims for excessive force, battery, negligence or violation of the Tom Bane Civil Rights Act (Civil Code section 52.1).`,
    },
    {
      heading: "When a police dog bite may be unlawful",
      blocks: `- The dog was released on a person who had already surrendered, was lying on the ground or was handcuffed
- No warning was given before the dog was sent into a home, a yard or a hiding place
- The dog was allowed to hold the bite for a long time while officers took their time
- The person bitten was a bystander, a child, a neighbor or simply the wrong person
- The dog was used for a minor, non-violent offense`,
    },
    {
      heading: "Your injuries",
      blocks: `Dog bite injuries are often worse than they first look. Deep puncture wounds can carry serious infection, and tearing injuries may need surgery and leave nerve damage and lasting scars. Many people also live with fear and nightmares long after the wounds close. Each of these is part of the harm the law recognizes.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Get medical care and follow every instruction on wound care and antibiotics. Go back if a wound turns red, hot or swollen.
- Photograph your wounds on the first day and at every stage of healing, with a ruler or a coin for scale.
- Keep every medical record and bill, and your torn or bloody clothing in a bag, unwashed.
- Write down the names and badge numbers of the officers and the handler, and the agency's name.
- Find witnesses and video from phones, doorbell cameras or nearby businesses before it is recorded over.
- Do not discuss the incident online or give a statement before you have spoken with a lawyer.
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. A police dog case turns on the details: the warnings given or not given, how long the bite lasted, the dog's training and bite history, and the agency's policy on when dogs may be used. The office works to obtain those records and the video, files the government claim on time, and pursues the handler and the agency when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
