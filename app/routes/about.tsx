import type { Route } from "./+types/about";
import { AboutPage, type AboutContent } from "~/components/pages/about-page";
import { aboutCopy } from "~/content/about";
import { achievements } from "~/content/achievements";
import { honors } from "~/content/honors";
import { images } from "~/content/images";
import { publishedOpinions } from "~/content/opinions";
import { preloadImage } from "~/lib/responsive-image";
import { attorneyJsonLd, seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

export const links: Route.LinksFunction = () => [preloadImage(images.attorneyPortrait, images.attorneyPortrait.sizes)];

export const meta: Route.MetaFunction = () =>
  seo({
    words: firmText,
    ...aboutCopy.meta,
    path: "/about",
    structuredData: [attorneyJsonLd({ image: images.attorneyPortrait.src, words: firmText })],
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
