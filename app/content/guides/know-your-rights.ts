/**
 * The guide at /know-your-rights: recording the police, what to say and not say when stopped,
 * searches, and what to do if arrested. Plain words, at a US grade 8 or below. General
 * information about California and federal law, not advice on a case.
 *
 * PLACEHOLDERS: sample wording the firm reviews before launch.
 */
import type { Guide } from "./types";

export const knowYourRightsGuide = {
  meta: {
    title: "Know Your Rights With the Police in California",
    description:
      "Your rights when police stop you: recording officers, what to say and not say, searches of you, your car and your home, and what to do if you are arrested.",
  },
  hero: {
    eyebrow: "Guide · Your rights",
    title: "Know your rights",
    lead: "Stay calm, keep your hands where they can be seen, and do not run or fight, even if you think the stop is wrong. You can challenge it later. Here is what the law says.",
  },
  sections: [
    {
      heading: "You can record the police",
      blocks: `You have the right to record officers doing their jobs in public. Recording an officer in a public place is not, by itself, a crime or a reason to arrest you (Penal Code section 148(g)).

- Stay back, and do not get in the way.
- Say out loud that you are recording, if it is safe.
- If an officer tells you to move, you can move and keep recording.
- Officers may not delete your video. They usually need a warrant to look through your phone.`,
    },
    {
      heading: "If you are stopped",
      blocks: `You have the right to stay silent. You can say: "I am going to stay silent. I want to talk to a lawyer."

- If you are driving, show your license, registration and proof of insurance when asked.
- You do not have to answer questions about where you are going, where you have been, or your immigration status.
- Ask: "Am I free to go?" If the officer says yes, walk away calmly.
- Do not lie, and do not give false papers. That is a crime.`,
    },
    {
      heading: "Searches",
      blocks: `The Fourth Amendment protects you from unreasonable searches. You do not have to agree to a search.

- Say clearly: "I do not consent to a search." Do not physically resist.
- An officer may pat down the outside of your clothes if they think you have a weapon.
- Police need a warrant to search your home, with few exceptions. If they have one, ask to see it. You can speak through the closed door.
- If a search happens anyway, remember what was searched and who did it.`,
    },
    {
      heading: "If you are arrested",
      blocks: `- Do not resist, even if you think the arrest is wrong.
- Say: "I am going to stay silent. I want to talk to a lawyer." Then stop talking.
- Do not sign anything, or explain, until you talk to a lawyer.
- In California you can make at least three phone calls, no later than three hours after your arrest: to a lawyer, a bail agent or a family member (Penal Code section 851.5).
- Calls on a jail phone are recorded, except calls to your lawyer. Do not talk about the case on them.
- If you are hurt, ask for medical care, and ask again.`,
    },
    {
      heading: "If your rights were violated",
      highlight: true,
      blocks: `- Write down what happened, and the officers' names and badge numbers.
- Get medical care, and keep the records.
- Keep your video, and ask witnesses for theirs.
- Watch the six-month claim deadline. [Read how the deadlines work](/deadlines).
- [See the first steps to take](/what-to-do-now).`,
    },
  ],
} as const satisfies Guide;
