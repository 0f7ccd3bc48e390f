import type { Route } from "./+types/what-to-do-now";
import { GuidePage } from "~/components/pages/guide-page";
import { useWords, wordsFor } from "~/editions/words";
import { guideMeta } from "~/lib/guide-meta";
import { localizedPath } from "~/lib/language";

const PATH = "/what-to-do-now";

export const meta: Route.MetaFunction = ({ location }) => {
  const words = wordsFor(location.pathname);
  const guide = words.read("guides/what-to-do-now").whatToDoNowGuide;
  return guideMeta(words, { path: PATH, meta: guide.meta, title: guide.hero.title });
};

export default function WhatToDoNow() {
  const { language, read } = useWords();
  return (
    <GuidePage
      guide={read("guides/what-to-do-now").whatToDoNowGuide}
      frame={read("guides/copy").guideFrameCopy}
      path={localizedPath(PATH, language)}
    />
  );
}
