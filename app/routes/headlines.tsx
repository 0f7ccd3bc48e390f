import type { Route } from "./+types/headlines";
import { HeadlinesPage } from "~/components/pages/headlines-page";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  return seo({
    site,
    ...read("headlines").headlinesCopy.meta,
    path: localizedPath("/headlines", language),
  });
};

export default function Headlines() {
  const { read } = useWords();
  const { pressItems, pressNewestFirst } = read("press");
  return <HeadlinesPage copy={read("headlines").headlinesCopy} items={pressNewestFirst(pressItems)} />;
}
