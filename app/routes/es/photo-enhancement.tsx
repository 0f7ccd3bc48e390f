import { PhotoEnhancementPage } from "~/components/pages/photo-enhancement-page";
import { photoEnhancementCopy as copy } from "~/content/es/photo-enhancement";
import { seo } from "~/lib/seo";

export const meta = () => seo({ ...copy.meta, path: "/es/photo-enhancement", noindex: true });

export default function PhotoEnhancement() {
  return <PhotoEnhancementPage copy={copy} />;
}
