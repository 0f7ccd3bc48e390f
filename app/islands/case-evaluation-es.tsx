/** The Spanish case-evaluation form's island (ADR 102). */
import { caseEvaluationEdition } from "~/features/case-evaluation/editions/spanish";
import { siteText } from "~/content/es/site-text";
import { CaseEvaluationForm } from "~/features/case-evaluation/case-evaluation-form";
import { hydratePageIsland } from "./hydrate-islands";

hydratePageIsland(siteText, <CaseEvaluationForm edition={caseEvaluationEdition} />);
