/**
 * The English edition's chrome words and the firm's facts in the first version (the content
 * modules): what tests render with. Pages read the version they show through ~/editions/words.
 */
import { firstVersion } from "~/content/model/first-version.server";
import { createSiteContent } from "~/editions/site-content";

export const siteText = createSiteContent(firstVersion(), () => {
  throw new Error("the chrome names no image");
}).site("en");
