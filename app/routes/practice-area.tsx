import { data } from "react-router";
import type { Route } from "./+types/practice-area";
import { PracticePage, type PracticeFrame } from "~/components/practice-areas/practice-page";
import { ScrollToTopOnLoad } from "~/components/practice-areas/scroll-to-top-on-load";
import { practicePageCopy, TAGLINE } from "~/content/practice-areas/copy";
import { findPracticeArea } from "~/content/practice-areas/pages.server";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

/** The page text comes through the loader, so it is prerendered here and in no other page's JavaScript. */
export function loader({ params }: Route.LoaderArgs) {
  const found = findPracticeArea(params.slug);
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
        { name: practicePageCopy.breadcrumbHome, path: "/" },
        { name: practicePageCopy.breadcrumbIndex, path: "/practice-areas" },
        { name: area.title, path: area.href },
      ]),
    ],
  });
};

const frame: PracticeFrame = { copy: practicePageCopy, tagline: TAGLINE, language: "en" };

export default function PracticeArea({ loaderData }: Route.ComponentProps) {
  const { area, page } = loaderData;
  return (
    <>
      {page.scrollToTopOnLoad ? <ScrollToTopOnLoad /> : null}
      <PracticePage area={area} page={page} frame={frame} />
    </>
  );
}
