import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const taserDevices = {
  slug: "taser-devices",
  metaTitle: "Taser and Electronic Control Device Injuries",
  metaDescription:
    "Shocked with a Taser by police? How a Taser works, why courts treat it as a significant use of force (Bryan v. MacPherson), the risks, and what to do now.",
  lead: "A Taser, also called a conducted electrical weapon or electronic control device, sends an electrical current through the body that locks up the muscles and causes intense pain. Many people think of it as a harmless alternative to a gun. The courts do not.",
  quote: {
    text: "Power concedes nothing without a demand. It never did and it never will.",
    source: "Frederick Douglass, West India Emancipation speech, Canandaigua, New York, 1857",
  },
  sections: [
    {
      heading: "How a Taser works",
      blocks: `In dart mode, the weapon fires two barbed darts on thin wires. When both hit, the current overrides the muscles, and the person usually falls rigid, unable to break the fall. A typical deployment lasts five seconds. The officer can repeat the cycle, or hold the trigger to extend it, for as long as the darts stay connected. In drive-stun mode, the officer presses the weapon against the body to cause pain without locking up the muscles.

The risks are real: head and face injuries from falls, darts in the eyes, burns, muscle and bone injuries from the contractions, and, in rare cases, cardiac arrest, especially when darts strike the chest. Manufacturer warnings tell officers to avoid aiming at the chest when possible and to avoid repeated, extended or continuous shocks.`,
    },
    {
      heading: "What the law says",
      blocks: `Using a Taser on a person is a use of force judged under the Fourth Amendment's test of objective reasonableness (Graham v. Connor, 1989). The Ninth Circuit has held that a Taser used in dart mode is an intermediate, significant level of force that must be justified by the government's interest, and that officers should give a warning first when they can (Bryan v. MacPherson, 2010). Courts look at each shock separately: a first shock may be justified when the next one is not.

Courts have found Taser use excessive when the person posed no immediate threat, was already under control, or was only refusing orders without any violence (Mattos v. Agarano, 2011). Using a Taser on someone in a dangerous place, such as on a staircase, near water or in a moving vehicle, or on someone who is elderly, pregnant, very young or in a mental health crisis, raises the risk of serious harm, and courts take that into account.

Claims can be brought under 42 U.S.C. section 1983, and under California law for battery, negligence and violation of the Tom Bane Civil Rights Act (Civil Code section 52.1). The agency itself is liable under federal law when its policy, custom or training caused the harm (Monell v. Department of Social Services, 1978), and under California law for its officers' wrongful acts on the job (Government Code section 815.2).`,
    },
    {
      heading: "The Taser keeps its own record",
      blocks: `Modern Tasers log every trigger pull, with its date, time and duration. That log, together with body camera video, can show exactly how many shocks a person received and for how long, even when the police report says otherwise. A lawyer can ask the agency to preserve the log and the video before they are lost or overwritten.`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- Get medical care, and tell the doctor about every fall, every dart and every shock, so that hidden injuries are checked.
- Photograph the dart wounds and burn marks right away; they can fade within days.
- Write down how many shocks you felt, where the darts hit, and what you were doing and saying just before.
- Write down the officers' names, badge numbers and patrol car numbers.
- Find witnesses and video from phones, doorbell cameras or nearby businesses.
- If you were charged with resisting arrest, talk to a civil rights lawyer before any plea (Heck v. Humphrey, 1994).
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. The office works to secure the Taser logs, the body camera video and the agency's training records, compares them with the reports, files the government claim on time, and pursues the officers and the agency when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
