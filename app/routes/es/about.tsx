import type { Route } from "./+types/about";
import { AboutPage, type AboutContent } from "~/components/pages/about-page";
import { aboutCopy } from "~/content/es/about";
import { achievements } from "~/content/es/achievements";
import { honors } from "~/content/es/honors";
import { images } from "~/content/es/images";
import { publishedOpinions } from "~/content/es/opinions";
import { firmText } from "~/content/es/shared";
import { preloadImage } from "~/lib/responsive-image";
import { attorneyJsonLd, seo } from "~/lib/seo";

export const links: Route.LinksFunction = () => [preloadImage(images.attorneyPortrait, images.attorneyPortrait.sizes)];

export const meta: Route.MetaFunction = () =>
  seo({
    words: firmText,
    ...aboutCopy.meta,
    path: "/es/about",
    structuredData: [attorneyJsonLd({ image: images.attorneyPortrait.src, words: firmText, language: "es" })],
  });

const content: AboutContent = {
  copy: aboutCopy,
  portrait: images.attorneyPortrait,
  publishedOpinions,
  achievements,
  honors,
};

export default function About() {
  return <AboutPage content={content} />;
}
