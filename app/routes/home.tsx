import type { Route } from "./+types/home";
import { HomePage } from "~/components/pages/home-page";
import { images } from "~/content/images";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { preloadImage } from "~/lib/responsive-image";
import { legalServiceJsonLd, seo } from "~/lib/seo";

// The same files in every edition (only the alt text is translated), so links() needs no language.
export const links: Route.LinksFunction = () => [preloadImage(images.homeHero, images.homeHero.sizes)];

export const meta: Route.MetaFunction = ({ location }) => {
  const { home, site } = wordsFor(location.pathname);
  return seo({
    words: site.firmText,
    ...home.copy.meta,
    path: localizedPath("/", site.language),
    structuredData: [legalServiceJsonLd({ words: site.firmText, language: site.language })],
  });
};

export default function Home() {
  return <HomePage content={useWords().home} />;
}
