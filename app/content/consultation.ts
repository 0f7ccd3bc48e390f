/**
 * Words of /consultation around the case-evaluation form (spec section 2, Consultation).
 * The form's own words live in case-evaluation.ts.
 *
 * PLACEHOLDERS: sample wording; the firm may rewrite it.
 */

export const consultationCopy = {
  meta: {
    title: "Schedule a Free Consultation",
    description: `Request a free, confidential case evaluation from a civil rights attorney in {area}. We usually respond within 24 hours.`,
  },
  hero: {
    eyebrow: "Free case evaluation",
    title: "Schedule Your Free Consultation",
    lead: "Tell us what happened in your own words. The attorney's office reviews every request in confidence and usually responds within 24 hours.",
    phoneLabel: "Call us",
    emailLabel: "Email us",
  },
  nextSteps: {
    title: "What Happens Next?",
    steps: [
      {
        title: "We review your request",
        body: `The attorney's office reads what you sent carefully and in confidence. {confidentiality}`,
      },
      {
        title: "We contact you",
        body: "Usually within 24 hours, by phone or email, to ask any questions and arrange a time that suits you.",
      },
      {
        title: "Your free case evaluation",
        body: "By phone, video call or in person. We explain your options in plain words. There is no cost and no obligation.",
      },
    ],
  },
};
