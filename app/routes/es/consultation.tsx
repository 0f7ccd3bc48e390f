import type { Route } from "./+types/consultation";
import { ConsultationPage } from "~/components/pages/consultation-page";
import { caseEvaluationCopy } from "~/content/es/case-evaluation";
import { consultationCopy } from "~/content/es/consultation";
import { contactRequestMessages } from "~/content/es/contact-request-messages";
import type { CaseEvaluationEdition } from "~/features/case-evaluation/form-copy";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/es/shared";

/** React Router hydrates this page whole: it is a tool, not a page of text with islands (ADR 102). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () =>
  seo({ words: firmText, ...consultationCopy.meta, path: "/es/consultation" });

/** A visitor on the Spanish pages most likely wants to be answered in Spanish; they can still choose. */
const form: CaseEvaluationEdition = {
  language: "es",
  copy: caseEvaluationCopy,
  messages: contactRequestMessages,
  initialPreferredLanguage: "Spanish",
};

export default function Consultation() {
  return <ConsultationPage copy={consultationCopy} form={form} />;
}
