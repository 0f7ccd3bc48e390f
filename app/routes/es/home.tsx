import type { Route } from "./+types/home";
import { HomePage, type HomeContent, type HomeData } from "~/components/pages/home-page";
import { achievements } from "~/content/es/achievements";
import { headlinesCopy } from "~/content/es/headlines";
import { homeCopy } from "~/content/es/home";
import { honors } from "~/content/es/honors";
import { images } from "~/content/es/images";
import { pressItems } from "~/content/es/press";
import { firmText } from "~/content/es/shared";
import { testimonials } from "~/content/es/testimonials";
import { HOME_PRESS_COUNT, pressNewestFirst } from "~/content/press";
import { spanishPracticeAreas } from "~/content/practice-areas/spanish-pages.server";
import { preloadImage } from "~/lib/responsive-image";
import { legalServiceJsonLd, seo } from "~/lib/seo";

/** As on the English home page: the area cards and the six newest press items travel as data. */
export function loader(): HomeData {
  return {
    areas: spanishPracticeAreas().map(({ slug, title, description, href }) => ({ slug, title, description, href })),
    news: pressNewestFirst(pressItems).slice(0, HOME_PRESS_COUNT),
  };
}

export const links: Route.LinksFunction = () => [preloadImage(images.homeHero, images.homeHero.sizes)];

export const meta: Route.MetaFunction = () =>
  seo({
    words: firmText,
    ...homeCopy.meta,
    path: "/es",
    imageAlt: images.homeHero.alt,
    structuredData: [legalServiceJsonLd({ words: firmText, language: "es" })],
  });

const content: HomeContent = {
  language: "es",
  copy: homeCopy,
  heroImage: images.homeHero,
  testimonials,
  achievements,
  honors,
  readArticle: headlinesCopy.readArticle,
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={content} data={loaderData} />;
}
