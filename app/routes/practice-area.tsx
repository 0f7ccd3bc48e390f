import { data } from "react-router";
import type { Route } from "./+types/practice-area";
import { PracticePage } from "~/components/practice-areas/practice-page";
import { ScrollToTopOnLoad } from "~/components/practice-areas/scroll-to-top-on-load";
import { findPracticePage } from "~/editions/practice-pages.server";
import { useWords, wordsFor, type EditionWords } from "~/editions/words";
import { languageOfPath, localizedPath, type Language } from "~/lib/language";
import { breadcrumbJsonLd, faqPageJsonLd, seo } from "~/lib/seo";

/** The page of the area the path names, in the path's edition; an unknown area is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const found = findPracticePage(languageOfPath(new URL(request.url).pathname), params.slug);
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** The questions the questions guide names for this area (`areas`), as the page shows them. */
function questionsFor(read: EditionWords["read"], slug: string, language: Language) {
  const guide = read("guides/questions").questionsGuide;
  return {
    heading: guide.practiceHeading,
    more: { name: guide.practiceMore, href: localizedPath("/questions", language) },
    items: guide.questions.filter((item) => (item.areas as readonly string[]).includes(slug)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { area, page } = loaderData;
  const { site, language, read } = wordsFor(location.pathname);
  const { practicePageCopy } = read("practice-areas/copy");
  const questions = questionsFor(read, area.slug, language);
  return seo({
    site,
    title: page.metaTitle,
    description: page.metaDescription,
    path: area.href,
    structuredData: [
      breadcrumbJsonLd([
        { name: practicePageCopy.breadcrumbHome, path: localizedPath("/", language) },
        { name: practicePageCopy.breadcrumbIndex, path: localizedPath("/practice-areas", language) },
        { name: area.title, path: area.href },
      ]),
      ...(questions.items.length > 0 ? [faqPageJsonLd(questions.items)] : []),
    ],
  });
};

export default function PracticeArea({ loaderData }: Route.ComponentProps) {
  const { area, page } = loaderData;
  const { language, read } = useWords();
  const { practicePageCopy, TAGLINE } = read("practice-areas/copy");
  return (
    <>
      {page.scrollToTopOnLoad ? <ScrollToTopOnLoad /> : null}
      <PracticePage
        area={area}
        page={page}
        frame={{ copy: practicePageCopy, tagline: TAGLINE, language }}
        questions={questionsFor(read, area.slug, language)}
      />
    </>
  );
}
