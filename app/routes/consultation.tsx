import type { Route } from "./+types/consultation";
import { ConsultationPage } from "~/components/pages/consultation-page";
import { useWords, wordsFor } from "~/editions/words";
import { caseEvaluationEdition } from "~/features/case-evaluation/form-copy";
import type { PageIsland } from "~/islands/islands";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

/** Besides the header and the launcher, the form is an island of its own. */
export const handle = { island: "case-evaluation" satisfies PageIsland };

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  const { consultationCopy } = read("consultation");
  return seo({ site, ...consultationCopy.meta, path: localizedPath("/consultation", language) });
};

export default function Consultation() {
  const { language, read } = useWords();
  // The same edition of the form as its island hydrates (app/islands/case-evaluation.tsx).
  const form = caseEvaluationEdition({
    language,
    copy: read("case-evaluation").caseEvaluationCopy,
    messages: read("contact-request-messages").contactRequestMessages,
  });
  return <ConsultationPage copy={read("consultation").consultationCopy} form={form} />;
}
