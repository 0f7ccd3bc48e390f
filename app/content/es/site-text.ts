/**
 * Translation awaiting the firm's review.
 * The Spanish edition's chrome words and the firm's facts in the first version: what tests
 * render with (~/content/site-text says the same of the English).
 */
import { firstVersion } from "~/content/model/first-version.server";
import { createSiteContent } from "~/editions/site-content";

export const siteText = createSiteContent(firstVersion(), () => {
  throw new Error("the chrome names no image");
}).site("es");
