import type { Route } from "./+types/about";
import { AboutPage } from "~/components/pages/about-page";
import { images } from "~/content/images";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { preloadImage } from "~/lib/responsive-image";
import { attorneyJsonLd, seo } from "~/lib/seo";

// The same files in every edition (only the alt text is translated), so links() needs no language.
export const links: Route.LinksFunction = () => [preloadImage(images.attorneyPortrait, images.attorneyPortrait.sizes)];

export const meta: Route.MetaFunction = ({ location }) => {
  const { about, site } = wordsFor(location.pathname);
  return seo({
    words: site.firmText,
    ...about.copy.meta,
    path: localizedPath("/about", site.language),
    structuredData: [attorneyJsonLd({ image: about.portrait.src, words: site.firmText, language: site.language })],
  });
};

export default function About() {
  return <AboutPage content={useWords().about} />;
}
