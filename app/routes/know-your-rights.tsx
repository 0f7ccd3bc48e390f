import type { Route } from "./+types/know-your-rights";
import { GuidePage } from "~/components/pages/guide-page";
import { useWords, wordsFor } from "~/editions/words";
import { guideMeta } from "~/lib/guide-meta";
import { localizedPath } from "~/lib/language";

const PATH = "/know-your-rights";

export const meta: Route.MetaFunction = ({ location }) => {
  const words = wordsFor(location.pathname);
  const guide = words.read("guides/know-your-rights").knowYourRightsGuide;
  return guideMeta(words, { path: PATH, meta: guide.meta, title: guide.hero.title });
};

export default function KnowYourRights() {
  const { language, read } = useWords();
  return (
    <GuidePage
      guide={read("guides/know-your-rights").knowYourRightsGuide}
      frame={read("guides/copy").guideFrameCopy}
      path={localizedPath(PATH, language)}
    />
  );
}
