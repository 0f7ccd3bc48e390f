/**
 * Words shared by several pages: the closing call to action, the results disclaimer and
 * the fee wording that the State Bar rules require wherever "no fee unless we win" appears.
 *
 * PLACEHOLDERS: the wording is a sample the firm reviews and replaces before launch.
 */
export const callToActionCopy = {
  title: "You've got one shot. Make it your best.",
  body: "Evidence fades and deadlines are short: a claim against a California city or county usually has to be filed within six months. Talk to an attorney now, free and in confidence.",
  callLabel: "Call",
  scheduleLabel: "Schedule Case Evaluation",
};

/** Shown wherever past results, settlement figures or testimonials appear (rule 7.1). */
export const resultsDisclaimer =
  "Results depend on the facts of each case. Past results and testimonials do not guarantee or predict a similar outcome in any other matter.";

/** Rule 7.1, comment 3: a contingency promise must say how case costs are handled. */
export const feeTerms =
  "You pay no attorney's fee unless we win. We advance the costs of the case, such as filing fees and experts; the written fee agreement you sign before we begin explains how those costs are repaid, including when there is no recovery.";

/** Read by screen readers after the text of every link that opens a new tab. */
export const newTabHint = "(opens in a new tab)";
