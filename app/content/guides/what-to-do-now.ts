/**
 * The guide at /what-to-do-now: the first things to do after police hurt, arrested or mistreated
 * someone. Plain words for a frightened reader on a phone, at a US grade 8 or below
 * (docs/benchmarks.md gives the measured figure). General information, not advice on a case.
 *
 * PLACEHOLDERS: sample wording the firm reviews before launch.
 */
import type { Guide } from "./types";

export const whatToDoNowGuide = {
  meta: {
    title: "What to Do Right Now After Police Misconduct",
    description:
      "Hurt, arrested or mistreated by police? The first steps: get medical care, write down what happened, keep video, say nothing about the case, and watch the six-month deadline.",
  },
  hero: {
    eyebrow: "Guide · Read this first",
    title: "What to do right now",
    lead: "If the police hurt you, arrested you or treated you badly, these steps protect your health and your case. Do what you can. You do not need to do them all today.",
  },
  sections: [
    {
      heading: "The first steps",
      highlight: true,
      blocks: `1. **Get medical care.** Go to a doctor or an emergency room, even if you feel fine. Ask for copies of your records.
2. **Write down what happened.** Do it today, while you remember. Write the time, the place, and what each person said and did.
3. **Write down names and numbers.** Note each officer's name, badge number and car number, and the agency they work for.
4. **Keep every video and photo.** Save your own. Ask anyone who filmed to keep it safe and send you a copy.
5. **Do not talk about the case.** Do not post online. Do not give a statement to the police or their insurer before you talk to a lawyer.
6. **Watch the deadline.** A claim against a city, county or state agency is often due in six months. [See how the deadlines work](/deadlines).`,
    },
    {
      heading: "Get medical care, and keep the records",
      blocks: `Some injuries show up later, like a head injury or a hurt back. A doctor's notes are proof of what happened to you.

- Tell the doctor how you were hurt.
- Take photos of every injury, each day, until it heals.
- Keep bills, prescriptions and notes from work about time off.`,
    },
    {
      heading: "Write it all down",
      blocks: `Memory fades fast. A note you write today is worth more than what you recall a year from now.

- What happened first, and then what happened next.
- What the officers said, in their own words if you can.
- The names and phone numbers of people who saw it.
- Where cameras may have been: shops, doorbells, buses, the police car.

Keep your notes private. They are for you and your lawyer.`,
    },
    {
      heading: "Keep the video",
      blocks: `Video is often the strongest proof. It can also be lost. Phones get reset, and shops record over old video in days or weeks.

- Save your videos in two places, like your phone and a cloud account.
- Do not edit or trim them.
- Ask witnesses to keep their videos and send you copies.
- A lawyer can ask the police and shops to keep their video.`,
    },
    {
      heading: "Be careful what you say",
      blocks: `What you say about the case can be used against you, in a criminal case or a civil one.

- Do not post about it on social media, even in private groups.
- Do not talk about it on a jail phone. Those calls are recorded.
- If someone from the police or the city asks for a statement, say you want to talk to a lawyer first.`,
    },
    {
      heading: "Watch the deadlines",
      blocks: `A claim against a California city, county or state agency usually must be filed within six months of the incident (Government Code section 911.2). A lawsuit is usually due within two years. Some deadlines are shorter.

[Read how the deadlines work, and count yours](/deadlines).`,
    },
  ],
} as const satisfies Guide;
