/**
 * The 12 practice areas as cards: the index page and the home page teaser read them here.
 * The long text of each area's page lives in `pages/` and is read on the server only, by the
 * practice page's loader (see pages.server.ts).
 */
import { practiceAreaHref, practiceAreaLinks, type PracticeAreaSlug } from "~/content/navigation";
import civilRightsImage from "~/assets/practice-areas/civil-rights.svg?no-inline";
import resistingArrestImage from "~/assets/practice-areas/resisting-arrest.svg?no-inline";
import excessiveForceImage from "~/assets/practice-areas/excessive-force.svg?no-inline";
import custodialAbuseImage from "~/assets/practice-areas/custodial-abuse.svg?no-inline";
import falseArrestImage from "~/assets/practice-areas/false-arrest.svg?no-inline";
import wrongfulDeathImage from "~/assets/practice-areas/wrongful-death.svg?no-inline";
import policeDogsImage from "~/assets/practice-areas/police-dogs.svg?no-inline";
import positionalAsphyxiaImage from "~/assets/practice-areas/positional-asphyxia.svg?no-inline";
import maliciousProsecutionImage from "~/assets/practice-areas/malicious-prosecution.svg?no-inline";
import taserDevicesImage from "~/assets/practice-areas/taser-devices.svg?no-inline";
import illegalSearchesImage from "~/assets/practice-areas/illegal-searches.svg?no-inline";
import conciergeLegalImage from "~/assets/practice-areas/concierge-legal.svg?no-inline";

export type PracticeAreaImage = {
  src: string;
  /** What the artwork shows, read aloud by screen readers. */
  alt: string;
  width: number;
  height: number;
};

/** A practice-area card: title, description, link and image (spec section 3). */
export type PracticeArea = {
  slug: PracticeAreaSlug;
  title: string;
  description: string;
  href: string;
  image: PracticeAreaImage;
};

/** All card artwork is drawn on the same 640 by 400 canvas. */
const ART = { width: 640, height: 400 } as const;

const cards: Record<PracticeAreaSlug, { description: string; image: PracticeAreaImage }> = {
  "civil-rights": {
    description:
      "When an officer lies, abuses power or ignores your rights, federal and California law let you hold the officer and the agency to account. Learn how a police misconduct claim works and what to do first.",
    image: { src: civilRightsImage, alt: "Line drawing of the scales of justice on a navy background", ...ART },
  },
  "resisting-arrest": {
    description:
      "A resisting arrest charge is often written to explain away force an officer used. Learn what Penal Code section 148 really requires and why your plea can decide whether you can ever sue.",
    image: { src: resistingArrestImage, alt: "Line drawing of a pair of handcuffs on a navy background", ...ART },
  },
  "excessive-force": {
    description:
      "Officers may use only the force that is objectively reasonable. Beatings, shootings and force on people who were not a threat can violate the Constitution and California law.",
    image: { src: excessiveForceImage, alt: "Line drawing of a cracked shield on a navy background", ...ART },
  },
  "custodial-abuse": {
    description:
      "People held in jails and prisons keep their rights. Assaults by staff, ignored medical emergencies and failures to protect can be challenged in court.",
    image: { src: custodialAbuseImage, alt: "Line drawing of a barred cell window on a navy background", ...ART },
  },
  "false-arrest": {
    description:
      "An arrest needs probable cause. If you were handcuffed, jailed or held without a lawful reason, you may have a claim for false arrest and false imprisonment.",
    image: { src: falseArrestImage, alt: "Line drawing of an open padlock on a navy background", ...ART },
  },
  "wrongful-death": {
    description:
      "When someone you love dies at the hands of police or in custody, the family can seek the truth and accountability. Strict deadlines apply from the day of the death.",
    image: { src: wrongfulDeathImage, alt: "Line drawing of a lit memorial candle on a navy background", ...ART },
  },
  "police-dogs": {
    description:
      "A police dog bite is a use of force that must be reasonable. Bites on people who surrendered, bystanders or long, uncontrolled holds can cause lasting harm.",
    image: { src: policeDogsImage, alt: "Line drawing of a dog's paw print on a navy background", ...ART },
  },
  "positional-asphyxia": {
    description:
      "Holding a person face down with weight on their back can stop them from breathing. California limits these restraints, and officers must respond when someone cannot breathe.",
    image: { src: positionalAsphyxiaImage, alt: "Line drawing of flowing lines of air on a navy background", ...ART },
  },
  "malicious-prosecution": {
    description:
      "Charges built on false reports or fabricated evidence can cost you your freedom, your job and your name. When the case ends in your favor, the law may let you fight back.",
    image: { src: maliciousProsecutionImage, alt: "Line drawing of a judge's gavel on a navy background", ...ART },
  },
  "taser-devices": {
    description:
      "A Taser is a serious use of force. Repeated shocks, shocks on people who were not a threat and falls caused by a Taser can violate your rights.",
    image: { src: taserDevicesImage, alt: "Line drawing of a lightning bolt on a navy background", ...ART },
  },
  "illegal-searches": {
    description:
      "Police generally need a warrant to search your home, your phone or your belongings. A search without a warrant or a valid exception can be challenged in court.",
    image: {
      src: illegalSearchesImage,
      alt: "Line drawing of a house beside a magnifying glass on a navy background",
      ...ART,
    },
  },
  "concierge-legal": {
    description:
      "Direct, personal access to an attorney for legal questions that are not a civil rights lawsuit: guidance, document review and a plan before problems grow.",
    image: { src: conciergeLegalImage, alt: "Line drawing of a service bell on a navy background", ...ART },
  },
};

/** The 12 practice areas in the order of the spec (and of the navigation). */
export const practiceAreas: PracticeArea[] = practiceAreaLinks.map(({ slug, name }) => ({
  slug,
  title: name,
  href: practiceAreaHref(slug),
  ...cards[slug],
}));
