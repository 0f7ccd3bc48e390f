// TEMPORARY COPY — replaced by the translator's file at merge
// Translation awaiting the firm's review (placeholder: the English text until the translator's file arrives).
import type * as en from "~/content/testimonials";
import type { Translation } from "~/content/translation";
/**
 * What others have said of the attorney's work, attributed by role (spec section 2).
 *
 * PLACEHOLDERS: sample quotes, not statements by real people. The firm replaces them with
 * quotes it has permission to publish, and keeps the disclaimer next to them. Each is flagged
 * `sample: true` until then, and `npm run check:launch` fails while any flag remains.
 */
import type { MaybeSample } from "~/content/es/shared";

export type Testimonial = MaybeSample & {
  /** The source, by role or publication: never a private person's name without consent. */
  name: string;
  review: string;
};

export const testimonials = [
  {
    name: "Federal Magistrate Judge",
    sample: true,
    review:
      "Counsel's preparation and candor with the court were exemplary. The case was presented with precision and with unfailing respect for the process.",
  },
  {
    name: "State Court Judge",
    sample: true,
    review:
      "One of the most thorough and principled advocates to appear in this courtroom. Every argument was grounded in the record and in the law.",
  },
  {
    name: "North Bay Ledger",
    sample: true,
    review:
      "A tenacious advocate who has made police accountability in Northern California a life's work, one client at a time.",
  },
  {
    name: "District Attorney",
    sample: true,
    review: "A formidable opponent who fights hard for every client and never loses sight of the facts or the rules.",
  },
] satisfies Testimonial[];

// Same shape as the English module (~/content/translation): a missing or extra key is a type error.
void ({ testimonials } satisfies { testimonials: Translation<typeof en.testimonials> });
