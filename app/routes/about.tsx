import type { Route } from "./+types/about";
import { AboutPage, type AboutContent } from "~/components/pages/about-page";
import { useWords, wordsFor, wordsOf, type EditionWords } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { preloadImage } from "~/lib/responsive-image";
import { attorneyJsonLd, seo } from "~/lib/seo";

/** The page's words in an edition. */
function aboutContent({ read }: EditionWords): AboutContent {
  return {
    copy: read("about").aboutCopy,
    portrait: read("images").images.attorneyPortrait,
    publishedOpinions: read("opinions").publishedOpinions,
    achievements: read("achievements").achievements,
    resultKinds: read("achievements").resultKinds,
    honors: read("honors").honors,
  };
}

// The same files in every edition (only the alt text is translated), so links() needs no language.
export const links: Route.LinksFunction = () => {
  const { attorneyPortrait } = wordsOf("en").read("images").images;
  return [preloadImage(attorneyPortrait, attorneyPortrait.sizes)];
};

export const meta: Route.MetaFunction = ({ location }) => {
  const words = wordsFor(location.pathname);
  const { site, language } = words;
  const { copy, portrait } = aboutContent(words);
  return seo({
    site,
    ...copy.meta,
    path: localizedPath("/about", language),
    structuredData: [attorneyJsonLd({ image: portrait.src, site, language })],
  });
};

export default function About() {
  return <AboutPage content={aboutContent(useWords())} />;
}
