import { data } from "react-router";
import type { Route } from "./+types/practice-area";
import { PracticePage, type PracticeFrame } from "~/components/practice-areas/practice-page";
import { ScrollToTopOnLoad } from "~/components/practice-areas/scroll-to-top-on-load";
import { practicePageCopy, TAGLINE } from "~/content/es/practice-areas/copy";
import { findSpanishPracticeArea } from "~/content/practice-areas/spanish-pages.server";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import { firmText } from "~/content/es/shared";

/** The Spanish page text comes through the loader, as the English one does. */
export function loader({ params }: Route.LoaderArgs) {
  const found = findSpanishPracticeArea(params.slug);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { area, page } = loaderData;
  return seo({
    words: firmText,
    title: page.metaTitle,
    description: page.metaDescription,
    path: area.href,
    structuredData: [
      breadcrumbJsonLd([
        { name: practicePageCopy.breadcrumbHome, path: "/es" },
        { name: practicePageCopy.breadcrumbIndex, path: "/es/practice-areas" },
        { name: area.title, path: area.href },
      ]),
    ],
  });
};

const frame: PracticeFrame = { copy: practicePageCopy, tagline: TAGLINE, language: "es" };

export default function PracticeArea({ loaderData }: Route.ComponentProps) {
  const { area, page } = loaderData;
  return (
    <>
      {page.scrollToTopOnLoad ? <ScrollToTopOnLoad /> : null}
      <PracticePage area={area} page={page} frame={frame} />
    </>
  );
}
