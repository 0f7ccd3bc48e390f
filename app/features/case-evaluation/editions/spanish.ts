import type { CaseEvaluationEdition } from "../form-copy";
import { caseEvaluationCopy } from "~/content/es/case-evaluation";
import { contactRequestMessages } from "~/content/es/contact-request-messages";

/**
 * The case-evaluation form in Spanish, for its page and its island (ADR 102). A visitor on the
 * Spanish pages most likely wants to be answered in Spanish; they can still choose.
 */
export const caseEvaluationEdition: CaseEvaluationEdition = {
  language: "es",
  copy: caseEvaluationCopy,
  messages: contactRequestMessages,
  initialPreferredLanguage: "Spanish",
};
