/**
 * Words of the about page: the attorney's biography (spec section 2, About).
 *
 * PLACEHOLDERS: the facts are the spec's (Wyoming, ten years in the Marines, law school, the
 * courts of admission); the wording is a sample the firm rewrites in the attorney's voice.
 */

export const aboutCopy = {
  meta: {
    title: `About {attorney}`,
    description: `{attorney} grew up in Wyoming, served ten years in the Marines and has represented victims of police misconduct in {area} since {since}.`,
  },
  hero: {
    eyebrow: "About the attorney",
    title: "{attorney}",
    role: `{attorney title} · {firm}`,
    tagline: "A former Marine who stands up for people harmed by those sworn to protect them.",
  },
  biography: {
    title: "From Wyoming to the Courtroom",
    paragraphs: `{attorney} grew up in Wyoming, in a small town where people said what they meant and looked out for one another. That plain sense of fairness has shaped everything since.

Before the law, {attorney} served ten years in the United States Marine Corps. The Marines taught discipline, preparation and responsibility for the people beside you, along with a clear understanding of what it means to hold authority over others, and how that authority must be used.

After the Marines came law school, and a career devoted to civil rights: representing people who were beaten, arrested without cause or mistreated in custody, and families who lost someone at the hands of police. The practice has served clients across {area} since {since}.

Every case starts with listening. Clients are frightened, hurt and often disbelieved; they deserve an attorney who takes the time to understand what happened, explains the law in plain words and prepares every case as if it will go to trial.`,
  },
  admissions: {
    title: "Admitted to Practice",
    courts: [
      "All California state courts",
      "All California federal courts",
      "The Vermont Supreme Court",
      "The Supreme Court of the United States",
    ],
  },
  opinions: {
    eyebrow: "Appellate work",
    title: "Published Opinions",
    intro: "Cases in which the courts issued published or reported decisions.",
  },
  achievements: {
    eyebrow: "Results",
    title: "Record-Breaking Achievements",
    intro: "Settlements reached for our clients in lawsuits against police and sheriff's departments.",
  },
  honors: {
    eyebrow: "Recognition",
    title: "Proven Track Record",
    intro: "Honors from 2015 to 2025 for work on behalf of people harmed by police.",
  },
};
