/**
 * Content modules as the pages show them in the first version: the firm's facts filled into
 * every placeholder ({firm}, {phone}…), as the server renders them and the islands fill them in.
 * For browser journeys that look for the words on a page.
 */
import { firstVersion } from "../../app/content/model/first-version.server";
import type * as caseEvaluation from "../../app/content/case-evaluation";
import type * as messageWidget from "../../app/content/message-widget";
import type * as shared from "../../app/content/shared";
import { createSiteContent } from "../../app/editions/site-content";

const content = createSiteContent(firstVersion(), () => {
  throw new Error("these modules name no image");
});

type Language = "en" | "es";
export const shownWidget = (language: Language) =>
  content.read(language, "message-widget") as unknown as typeof messageWidget;
export const shownForm = (language: Language) =>
  content.read(language, "case-evaluation") as unknown as typeof caseEvaluation;
export const shownShared = (language: Language) => content.read(language, "shared") as unknown as typeof shared;
