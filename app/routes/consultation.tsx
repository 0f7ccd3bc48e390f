import type { Route } from "./+types/consultation";
import { ConsultationPage } from "~/components/pages/consultation-page";
import { caseEvaluationEdition } from "~/features/case-evaluation/editions/english";
import { consultationCopy } from "~/content/consultation";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

/** Besides the header and the launcher, the form is an island of its own (ADR 102). */
export const handle = { island: "case-evaluation" };

export const meta: Route.MetaFunction = () => seo({ words: firmText, ...consultationCopy.meta, path: "/consultation" });

export default function Consultation() {
  return <ConsultationPage copy={consultationCopy} form={caseEvaluationEdition} />;
}
