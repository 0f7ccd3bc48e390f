import type { CaseEvaluationEdition } from "../form-copy";
import { caseEvaluationCopy } from "~/content/case-evaluation";
import { contactRequestMessages } from "~/content/contact-request-messages";

/** The case-evaluation form in English, for its page and its island (ADR 102). */
export const caseEvaluationEdition: CaseEvaluationEdition = {
  language: "en",
  copy: caseEvaluationCopy,
  messages: contactRequestMessages,
  initialPreferredLanguage: "",
};
