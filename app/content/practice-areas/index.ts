/**
 * The 12 practice areas as cards: the index page and the home page teaser read them here.
 * The long text of each area's page lives in `pages/` and is read on the server only, by the
 * practice page's loader (see pages.server.ts).
 */
import type { ImageRef } from "~/content/model/fields";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { practiceAreaHref, practiceAreaLinks, type PracticeAreaSlug } from "~/content/navigation";

/**
 * A card's picture: the site's own line drawing of the area (app/assets/practice-areas/, by its
 * slug) or a photo the firm uploaded, and what it shows, read aloud by screen readers. Pages read
 * it with its files and size (~/editions/words resolves the reference).
 */
export type PracticeAreaImage = { ref: ImageRef; alt: string };

/** A card's picture as a page draws it. */
export type PracticeAreaPicture = ResponsiveImage & { alt: string };

/** A practice-area card: title, description, link and image (spec section 3). */
export type PracticeArea = {
  slug: PracticeAreaSlug;
  title: string;
  description: string;
  href: string;
  image: PracticeAreaImage;
};

/** A card as a page reads it, its picture resolved (~/editions/words). */
export type PracticeAreaCard = Omit<PracticeArea, "image"> & { image: PracticeAreaPicture };

const cards: Record<PracticeAreaSlug, { description: string; image: PracticeAreaImage }> = {
  "civil-rights": {
    description:
      "When an officer lies, abuses power or ignores your rights, federal and California law let you hold the officer and the agency to account. Learn how a police misconduct claim works and what to do first.",
    image: { ref: { builtin: "civil-rights" }, alt: "Line drawing of the scales of justice on a navy background" },
  },
  "resisting-arrest": {
    description:
      "A resisting arrest charge is often written to explain away force an officer used. Learn what Penal Code section 148 really requires and why your plea can decide whether you can ever sue.",
    image: { ref: { builtin: "resisting-arrest" }, alt: "Line drawing of a pair of handcuffs on a navy background" },
  },
  "excessive-force": {
    description:
      "Officers may use only the force that is objectively reasonable. Beatings, shootings and force on people who were not a threat can violate the Constitution and California law.",
    image: { ref: { builtin: "excessive-force" }, alt: "Line drawing of a cracked shield on a navy background" },
  },
  "custodial-abuse": {
    description:
      "People held in jails and prisons keep their rights. Assaults by staff, ignored medical emergencies and failures to protect can be challenged in court.",
    image: { ref: { builtin: "custodial-abuse" }, alt: "Line drawing of a barred cell window on a navy background" },
  },
  "false-arrest": {
    description:
      "An arrest needs probable cause. If you were handcuffed, jailed or held without a lawful reason, you may have a claim for false arrest and false imprisonment.",
    image: { ref: { builtin: "false-arrest" }, alt: "Line drawing of an open padlock on a navy background" },
  },
  "wrongful-death": {
    description:
      "When someone you love dies at the hands of police or in custody, the family can seek the truth and accountability. Strict deadlines apply from the day of the death.",
    image: { ref: { builtin: "wrongful-death" }, alt: "Line drawing of a lit memorial candle on a navy background" },
  },
  "police-dogs": {
    description:
      "A police dog bite is a use of force that must be reasonable. Bites on people who surrendered, bystanders or long, uncontrolled holds can cause lasting harm.",
    image: { ref: { builtin: "police-dogs" }, alt: "Line drawing of a dog's paw print on a navy background" },
  },
  "positional-asphyxia": {
    description:
      "Holding a person face down with weight on their back can stop them from breathing. California limits these restraints, and officers must respond when someone cannot breathe.",
    image: {
      ref: { builtin: "positional-asphyxia" },
      alt: "Line drawing of flowing lines of air on a navy background",
    },
  },
  "malicious-prosecution": {
    description:
      "Charges built on false reports or fabricated evidence can cost you your freedom, your job and your name. When the case ends in your favor, the law may let you fight back.",
    image: { ref: { builtin: "malicious-prosecution" }, alt: "Line drawing of a judge's gavel on a navy background" },
  },
  "taser-devices": {
    description:
      "A Taser is a serious use of force. Repeated shocks, shocks on people who were not a threat and falls caused by a Taser can violate your rights.",
    image: { ref: { builtin: "taser-devices" }, alt: "Line drawing of a lightning bolt on a navy background" },
  },
  "illegal-searches": {
    description:
      "Police generally need a warrant to search your home, your phone or your belongings. A search without a warrant or a valid exception can be challenged in court.",
    image: {
      ref: { builtin: "illegal-searches" },
      alt: "Line drawing of a house beside a magnifying glass on a navy background",
    },
  },
  "concierge-legal": {
    description:
      "Direct, personal access to an attorney for legal questions that are not a civil rights lawsuit: guidance, document review and a plan before problems grow.",
    image: { ref: { builtin: "concierge-legal" }, alt: "Line drawing of a service bell on a navy background" },
  },
};

/** The 12 practice areas in the order of the spec (and of the navigation). */
export const practiceAreas: PracticeArea[] = practiceAreaLinks.map(({ slug, name }) => ({
  slug,
  title: name,
  href: practiceAreaHref(slug),
  ...cards[slug],
}));
