import { PhotoEnhancementPage } from "~/components/pages/photo-enhancement-page";
import { photoEnhancementCopy as copy } from "~/content/photo-enhancement";
import { seo } from "~/lib/seo";

export const meta = () => seo({ ...copy.meta, path: "/photo-enhancement", noindex: true });

export default function PhotoEnhancement() {
  return <PhotoEnhancementPage copy={copy} />;
}
