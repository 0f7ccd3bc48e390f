import type { Route } from "./+types/headlines";
import { HeadlinesPage } from "~/components/pages/headlines-page";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { headlines, site } = wordsFor(location.pathname);
  return seo({ words: site.firmText, ...headlines.copy.meta, path: localizedPath("/headlines", site.language) });
};

export default function Headlines() {
  const { headlines } = useWords();
  return <HeadlinesPage copy={headlines.copy} items={headlines.items} />;
}
