import type { Route } from "./+types/practice-areas";
import { PracticeAreasPage } from "~/components/pages/practice-areas-page";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  const { practiceAreasIndexCopy: copy } = read("practice-areas/copy");
  return seo({
    site,
    title: copy.metaTitle,
    description: copy.metaDescription,
    path: localizedPath("/practice-areas", language),
  });
};

export default function PracticeAreas() {
  const { read } = useWords();
  return (
    <PracticeAreasPage
      copy={read("practice-areas/copy").practiceAreasIndexCopy}
      areas={read("practice-areas/index").practiceAreas}
    />
  );
}
