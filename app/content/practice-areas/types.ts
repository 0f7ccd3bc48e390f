import type { PracticeAreaSlug } from "~/content/navigation";

export type PageSection = {
  heading: string;
  /** The section's text in the small Markdown of ~/content/model/markdown: paragraphs and lists. */
  blocks: string;
  /** Set apart in a tinted box: the practical steps a visitor should take now. */
  highlight?: boolean;
};

export type PageQuote = {
  text: string;
  /** Who said or wrote it, and where. */
  source: string;
};

/** The long text of one practice area's page. */
export type PracticeAreaPageContent = {
  slug: PracticeAreaSlug;
  /** Page title for search results and the browser tab (the firm name is appended). */
  metaTitle: string;
  metaDescription: string;
  /** The opening paragraph under the heading. */
  lead: string;
  quote: PageQuote;
  sections: readonly PageSection[];
  /** An important notice shown prominently near the top of the page. */
  notice?: string;
  closing: {
    heading: string;
    body: string;
    /** Ends the page with "You've got one shot. Make it your best." */
    tagline: boolean;
  };
  /** Where the main call to action leads: the case-evaluation form, or the contact page. */
  primaryCta: "consultation" | "contact";
  /** Bring the visitor to the top of the page when it loads, even after a reload. */
  scrollToTopOnLoad?: boolean;
};
