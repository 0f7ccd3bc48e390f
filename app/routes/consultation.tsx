import type { Route } from "./+types/consultation";
import { ConsultationPage } from "~/components/pages/consultation-page";
import { caseEvaluationCopy } from "~/content/case-evaluation";
import { consultationCopy } from "~/content/consultation";
import { contactRequestMessages } from "~/content/contact-request-messages";
import type { CaseEvaluationEdition } from "~/features/case-evaluation/form-copy";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

/** React Router hydrates this page whole: it is a tool, not a page of text with islands (ADR 102). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => seo({ words: firmText, ...consultationCopy.meta, path: "/consultation" });

const form: CaseEvaluationEdition = {
  language: "en",
  copy: caseEvaluationCopy,
  messages: contactRequestMessages,
  initialPreferredLanguage: "",
};

export default function Consultation() {
  return <ConsultationPage copy={consultationCopy} form={form} />;
}
