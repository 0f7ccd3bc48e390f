import type { Route } from "./+types/questions";
import { GuidePage } from "~/components/pages/guide-page";
import { useWords, wordsFor } from "~/editions/words";
import { guideMeta } from "~/lib/guide-meta";
import { localizedPath } from "~/lib/language";
import { faqPageJsonLd } from "~/lib/seo";

const PATH = "/questions";

export const meta: Route.MetaFunction = ({ location }) => {
  const words = wordsFor(location.pathname);
  const guide = words.read("guides/questions").questionsGuide;
  return guideMeta(words, {
    path: PATH,
    meta: guide.meta,
    title: guide.hero.title,
    structuredData: [faqPageJsonLd(guide.questions)],
  });
};

export default function Questions() {
  const { language, read } = useWords();
  const guide = read("guides/questions").questionsGuide;
  return (
    <GuidePage
      guide={{ ...guide, sections: [] }}
      questions={{ topics: guide.topics, items: guide.questions }}
      frame={read("guides/copy").guideFrameCopy}
      path={localizedPath(PATH, language)}
    />
  );
}
