/** The case-evaluation form's island, on the consultation page; built once per edition, like the frame. */
import { caseEvaluationCopy } from "~edition/case-evaluation";
import { contactRequestMessages } from "~edition/contact-request-messages";
import { fillTokensDeep } from "~/content/model/tokens";
import { CaseEvaluationForm } from "~/features/case-evaluation/case-evaluation-form";
import { caseEvaluationEdition } from "~/features/case-evaluation/form-copy";
import { readPageSiteText } from "~/lib/site-text";
import { hydrateIsland } from "./hydrate";
import { PAGE_ISLAND_ID } from "./islands";

const siteText = readPageSiteText();
const edition = caseEvaluationEdition({
  language: siteText.language,
  // The form's interface words, with the firm's facts as the page has them.
  copy: fillTokensDeep(caseEvaluationCopy, siteText.tokens),
  messages: contactRequestMessages,
});
hydrateIsland(document.getElementById(PAGE_ISLAND_ID), siteText, <CaseEvaluationForm edition={edition} />);
