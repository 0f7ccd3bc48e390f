import type { Route } from "./+types/practice-areas";
import { PracticeAreasPage } from "~/components/pages/practice-areas-page";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { practiceAreas, site } = wordsFor(location.pathname);
  const { copy } = practiceAreas;
  return seo({
    words: site.firmText,
    title: copy.metaTitle,
    description: copy.metaDescription,
    path: localizedPath("/practice-areas", site.language),
  });
};

export default function PracticeAreas() {
  const { practiceAreas } = useWords();
  return <PracticeAreasPage copy={practiceAreas.copy} areas={practiceAreas.areas} />;
}
