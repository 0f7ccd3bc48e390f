import type { Route } from "./+types/consultation";
import { ConsultationPage } from "~/components/pages/consultation-page";
import { caseEvaluationEdition } from "~/features/case-evaluation/editions/spanish";
import { consultationCopy } from "~/content/es/consultation";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/es/shared";

/** Besides the header and the launcher, the form is an island of its own (ADR 102). */
export const handle = { island: "case-evaluation" };

export const meta: Route.MetaFunction = () =>
  seo({ words: firmText, ...consultationCopy.meta, path: "/es/consultation" });

export default function Consultation() {
  return <ConsultationPage copy={consultationCopy} form={caseEvaluationEdition} />;
}
