import { PhotoEnhancementPage } from "~/components/pages/photo-enhancement-page";
import { photoEnhancementCopy as copy } from "~/content/photo-enhancement";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

export const meta = () => seo({ words: firmText, ...copy.meta, path: "/photo-enhancement", noindex: true });

export default function PhotoEnhancement() {
  return <PhotoEnhancementPage copy={copy} />;
}
