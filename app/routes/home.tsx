import type { Route } from "./+types/home";
import { HomePage, type HomeContent, type HomeData } from "~/components/pages/home-page";
import { achievements } from "~/content/achievements";
import { headlinesCopy } from "~/content/headlines";
import { homeCopy } from "~/content/home";
import { honors } from "~/content/honors";
import { images } from "~/content/images";
import { practiceAreas } from "~/content/practice-areas";
import { HOME_PRESS_COUNT, pressNewestFirst } from "~/content/press";
import { testimonials } from "~/content/testimonials";
import { preloadImage } from "~/lib/responsive-image";
import { legalServiceJsonLd, seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

/**
 * Read at build time: only the six newest press items reach this page (the full list stays on
 * /headlines), and the area descriptions travel as data instead of in the page's JavaScript.
 */
export function loader(): HomeData {
  return {
    areas: practiceAreas.map(({ slug, title, description, href }) => ({ slug, title, description, href })),
    news: pressNewestFirst().slice(0, HOME_PRESS_COUNT),
  };
}

export const links: Route.LinksFunction = () => [preloadImage(images.homeHero, images.homeHero.sizes)];

export const meta: Route.MetaFunction = () =>
  seo({ words: firmText, ...homeCopy.meta, path: "/", structuredData: [legalServiceJsonLd({ words: firmText })] });

const content: HomeContent = {
  language: "en",
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
