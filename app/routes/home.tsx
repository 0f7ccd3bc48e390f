import type { Route } from "./+types/home";
import { HomePage, type HomeContent } from "~/components/pages/home-page";
import { useWords, wordsFor, wordsOf, type EditionWords } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { preloadImage } from "~/lib/responsive-image";
import { legalServiceJsonLd, seo } from "~/lib/seo";

/** The page's words in an edition: only the six newest press items (the full list is on /headlines). */
function homeContent({ language, read }: EditionWords): HomeContent {
  const { pressItems, pressNewestFirst, HOME_PRESS_COUNT } = read("press");
  return {
    language,
    copy: read("home").homeCopy,
    heroImage: read("images").images.homeHero,
    areas: read("practice-areas/index").practiceAreas,
    news: pressNewestFirst(pressItems).slice(0, HOME_PRESS_COUNT),
    testimonials: read("testimonials").testimonials,
    achievements: read("achievements").achievements,
    resultKinds: read("achievements").resultKinds,
    honors: read("honors").honors,
    readArticle: read("headlines").headlinesCopy.readArticle,
  };
}

// The same files in every edition (only the alt text is translated), so links() needs no language.
export const links: Route.LinksFunction = () => {
  const { homeHero } = wordsOf("en").read("images").images;
  return [preloadImage(homeHero, homeHero.sizes)];
};

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  return seo({
    site,
    ...read("home").homeCopy.meta,
    path: localizedPath("/", language),
    structuredData: [legalServiceJsonLd({ site, language })],
  });
};

export default function Home() {
  return <HomePage content={homeContent(useWords())} />;
}
