import { PhotoEnhancementPage } from "~/components/pages/photo-enhancement-page";
import { photoEnhancementCopy as copy } from "~/content/photo-enhancement";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

/** React Router hydrates this page whole: it is a tool, not a page of text with islands (ADR 102). */
export const handle = { hydrate: true };

export const meta = () => seo({ words: firmText, ...copy.meta, path: "/photo-enhancement", noindex: true });

export default function PhotoEnhancement() {
  return <PhotoEnhancementPage copy={copy} />;
}
