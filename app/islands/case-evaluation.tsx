/** The case-evaluation form's island, on the consultation page; built once per edition, like the frame. */
import { caseEvaluationCopy } from "~edition/case-evaluation";
import { contactRequestMessages } from "~edition/contact-request-messages";
import { siteText } from "~edition/site-text";
import { CaseEvaluationForm } from "~/features/case-evaluation/case-evaluation-form";
import { caseEvaluationEdition } from "~/features/case-evaluation/form-copy";
import { hydrateIsland } from "./hydrate";
import { PAGE_ISLAND_ID } from "./islands";

const edition = caseEvaluationEdition({
  language: siteText.language,
  copy: caseEvaluationCopy,
  messages: contactRequestMessages,
});
hydrateIsland(document.getElementById(PAGE_ISLAND_ID), siteText, <CaseEvaluationForm edition={edition} />);
