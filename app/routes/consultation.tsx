import { PageShell } from "~/components/page-shell";
import { CaseEvaluationForm } from "~/features/case-evaluation/case-evaluation-form";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Free Consultation", description: "Request a free, confidential case evaluation from a civil rights attorney in Northern California.", path: "/consultation" });

export default function Page() {
  return (
    <>
      <PageShell title="Schedule Your Free Consultation" />
      <CaseEvaluationForm />
    </>
  );
}
