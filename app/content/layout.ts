/**
 * Words of the shared layout: header labels, footer blurb and the notices required on every page.
 *
 * PLACEHOLDERS: the blurb is a sample the firm rewrites; the notices follow CONTENT.md and the
 * mobile-information sentence is the spec's own and stays as it is.
 */
export const headerCopy = {
  skipLink: "Skip to main content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  practiceAreasToggle: "Show the list of practice areas",
  mainNavLabel: "Main",
  callLabel: "Call",
};

export const footerCopy = {
  contactHeading: "Contact",
  practiceHeading: "Practice Areas",
  aboutHeading: `About {firm}`,
  blurb: `{tagline} {firm} has stood up for people harmed by police misconduct since {since}. We work on contingency and offer free, confidential case evaluations.`,
  responsibleAttorney: `Responsible attorney: {attorney}`,
  /** Beside the responsible attorney, with the firm's facts: "State Bar of California No. 287341, admitted June 4, 2012". */
  stateBar: { number: "State Bar of California No.", admitted: "admitted" },
  attorneyAdvertising: "Attorney advertising.",
  notLegalAdvice:
    "The information on this website is general information, not legal advice for any particular situation.",
  noRelationship: "Using this website or sending a message through it does not create an attorney-client relationship.",
  mobileInformation:
    "No mobile information will be shared with third parties or affiliates for marketing or promotional purposes.",
  privacyLink: "Privacy Policy",
  copyright: `© {copyright year} {firm}. All rights reserved.`,
};

/** The link to the same page in the other edition, in the header and the footer. */
export const languageSwitchCopy = {
  /** Written in the language it leads to, so a reader of that language recognises it. */
  label: "Español",
  /** Read by screen readers before the label, in the current page's language. */
  description: "Read this page in Spanish",
};

/** What screen readers hear for the toast outlet and each toast's close button. */
export const toasterCopy = {
  label: "Notifications",
  close: "Close toast",
};

export const notFoundCopy = {
  title: "Page not found",
  heading: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved.",
  homeLink: "Return to Home",
};

export const errorCopy = {
  title: "Error",
  heading: "Something went wrong",
  body: "Please reload the page, or call us at",
};
