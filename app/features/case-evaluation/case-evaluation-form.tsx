import { caseEvaluationCopy } from "~/content/case-evaluation";

/** The case-evaluation form of /consultation. */
export function CaseEvaluationForm() {
  return (
    <section aria-labelledby="case-evaluation-title" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="case-evaluation-title" className="font-serif text-3xl font-semibold text-ink-900">
        {caseEvaluationCopy.title}
      </h2>
      <p className="mt-3 text-ink-700">{caseEvaluationCopy.confidentiality}</p>
    </section>
  );
}
