import { PhotoEnhancementPage } from "~/components/pages/photo-enhancement-page";
import { photoEnhancementCopy as copy } from "~/content/es/photo-enhancement";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/es/shared";

/** Besides the header and the launcher, the photo tool is an island of its own (ADR 102). */
export const handle = { island: "photo-enhancement" };

export const meta = () => seo({ words: firmText, ...copy.meta, path: "/es/photo-enhancement", noindex: true });

export default function PhotoEnhancement() {
  return <PhotoEnhancementPage copy={copy} />;
}
