import type { Route } from "./+types/deadlines";
import { GuidePage } from "~/components/pages/guide-page";
import { useWords, wordsFor } from "~/editions/words";
import { DeadlineCalculator } from "~/features/deadline-calculator/deadline-calculator";
import { PAGE_ISLAND_ID, type PageIsland } from "~/islands/islands";
import { guideMeta } from "~/lib/guide-meta";
import { localizedPath } from "~/lib/language";
import { scriptJson } from "~/lib/site-text";
import { CALCULATOR_WORDS_ID } from "~/features/deadline-calculator/calculator-words";

const PATH = "/deadlines";

/** The calculator is the page's own island: no other page loads its code. */
export const handle = { island: "deadline-calculator" satisfies PageIsland };

export const meta: Route.MetaFunction = ({ location }) => {
  const words = wordsFor(location.pathname);
  const guide = words.read("guides/deadlines").deadlinesGuide;
  return guideMeta(words, { path: PATH, meta: guide.meta, title: guide.hero.title });
};

export default function Deadlines() {
  const { language, read } = useWords();
  const guide = read("guides/deadlines").deadlinesGuide;
  const calculator = (
    <>
      <div id={PAGE_ISLAND_ID}>
        <DeadlineCalculator words={guide.calculator} language={language} />
      </div>
      {/* The calculator's words as the firm published them, for the island (a data block, never run). */}
      <script
        type="application/json"
        id={CALCULATOR_WORDS_ID}
        dangerouslySetInnerHTML={{ __html: scriptJson(guide.calculator) }}
      />
    </>
  );
  return (
    <GuidePage
      guide={guide}
      frame={read("guides/copy").guideFrameCopy}
      path={localizedPath(PATH, language)}
      before={calculator}
    />
  );
}
