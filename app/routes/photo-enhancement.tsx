import type { Route } from "./+types/photo-enhancement";
import { PhotoEnhancementPage } from "~/components/pages/photo-enhancement-page";
import { useWords, wordsFor } from "~/editions/words";
import type { PageIsland } from "~/islands/islands";
import { localizedPath } from "~/lib/language";
import { seo } from "~/lib/seo";

/** Besides the header and the launcher, the photo tool is an island of its own. */
export const handle = { island: "photo-enhancement" satisfies PageIsland };

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  return seo({
    site,
    ...read("photo-enhancement").photoEnhancementCopy.meta,
    path: localizedPath("/photo-enhancement", language),
    noindex: true,
  });
};

export default function PhotoEnhancement() {
  return <PhotoEnhancementPage copy={useWords().read("photo-enhancement").photoEnhancementCopy} />;
}
