import type { PracticeAreaPageContent } from "../types";
import { litigationClosing } from "./shared";

export const positionalAsphyxia = {
  slug: "positional-asphyxia",
  metaTitle: "Positional Asphyxia and Restraint Injuries",
  metaDescription:
    "Held face down until you could not breathe, or lost a loved one in a police restraint? What the law says about prone restraint, and what to do now.",
  lead: "Positional asphyxia happens when the way a person is held stops them from breathing. It most often happens when officers pin someone face down and press on their back, neck or chest, or leave a handcuffed person lying on their stomach. It can kill within minutes, and it can be prevented.",
  quote: {
    text: "Nor shall any State deprive any person of life, liberty, or property, without due process of law.",
    source: "Fourteenth Amendment to the United States Constitution",
  },
  sections: [
    {
      heading: "How it happens",
      blocks: `A person lying face down with weight on their back cannot fully expand the chest. Exhaustion after a struggle, drugs or alcohol, heart disease, obesity and a mental health crisis all raise the risk. The danger grows when hands and feet are tied together behind the back, or when officers keep kneeling on a person after the handcuffs are on.

A person who says "I can't breathe" may still be able to talk. Being able to speak does not mean a person is getting enough air, and officers should know it.`,
    },
    {
      heading: "What the law says",
      blocks: `Force used to restrain a person is judged under the Fourth Amendment standard of objective reasonableness (Graham v. Connor, 1989). The Ninth Circuit has held that officers who kneel on the back and neck of a handcuffed person lying face down, who is not resisting, can be liable for excessive force, and that officers had fair warning that such force was unconstitutional (Drummond v. City of Anaheim, 2003). For people held in jail before trial, the Fourteenth Amendment protects against force that is objectively unreasonable (Kingsley v. Hendrickson, 2015).

California has gone further. Law enforcement agencies may not authorize carotid restraints or choke holds, and they may not authorize techniques or transport methods that involve a substantial risk of positional asphyxia (Government Code section 7286.5).

Officers also have a duty to get medical help for a person they have injured or restrained, by promptly calling for medical care or taking the person to a hospital (Tatum v. City and County of San Francisco, 2006). A person who stops breathing or loses consciousness needs care at once.

The cause of death is often disputed. Agencies have described such deaths with the term "excited delirium". Since 2024, California law no longer allows that term to be given as a cause of death on a death certificate or in a coroner's report, or used by officers to describe a person in a police report (Assembly Bill 360, 2023).

Claims can be brought under 42 U.S.C. section 1983 and under California law, including the Tom Bane Civil Rights Act (Civil Code section 52.1), and against the agency itself when its policy, custom or failure to train caused the harm (Monell v. Department of Social Services, 1978).`,
    },
    {
      heading: "What to do now",
      highlight: true,
      blocks: `- If you survived a restraint, get a full medical examination. Ask the doctors to check your breathing, your heart, and your kidneys, which can be damaged by muscle breakdown after a struggle.
- Write down how long you were held down, who was on top of you, what you said and what the officers said back.
- Write down the officers' names, badge numbers and patrol car numbers, and the names of paramedics if they came.
- Find witnesses and video: these incidents are often filmed by bystanders, and every angle matters.
- If your loved one died, ask a lawyer quickly about an independent autopsy, before burial or cremation.
- Watch the deadline. A claim against a California city, county or state agency usually must be filed with that agency within six months (Government Code section 911.2).`,
    },
    {
      heading: "How we help",
      blocks: `{attorney} has represented people in Northern California since {since}. Restraint cases depend on minute-by-minute evidence: body camera video, the timing of radio calls, the medical response and the agency's training on prone restraint. The office works to secure that evidence, consults independent medical professionals about the cause of injury or death, files the government claim on time, and pursues the officers and the agency when the facts support it.

Your first conversation is a free, confidential case evaluation, usually within 24 hours, by phone, video call or in person. The office works on contingency, so the fee is a share of what is recovered. The fee agreement, including how case costs are handled, is explained to you in writing before any work begins.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticeAreaPageContent;
