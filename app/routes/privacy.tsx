import type { Route } from "./+types/privacy";
import { PrivacyPage } from "~/components/pages/privacy-page";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  return seo({ site, ...read("privacy").privacyCopy.meta, path: localizedPath("/privacy", language) });
};

export default function Privacy() {
  return <PrivacyPage copy={useWords().read("privacy").privacyCopy} />;
}
