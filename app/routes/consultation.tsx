import type { Route } from "./+types/consultation";
import { ConsultationPage } from "~/components/pages/consultation-page";
import { useWords, wordsFor } from "~/editions/words";
import type { PageIsland } from "~/islands/islands";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

/** Besides the header and the launcher, the form is an island of its own. */
export const handle = { island: "case-evaluation" satisfies PageIsland };

export const meta: Route.MetaFunction = ({ location }) => {
  const { consultation, site } = wordsFor(location.pathname);
  return seo({ words: site.firmText, ...consultation.copy.meta, path: localizedPath("/consultation", site.language) });
};

export default function Consultation() {
  const { consultation } = useWords();
  return <ConsultationPage copy={consultation.copy} form={consultation.form} />;
}
