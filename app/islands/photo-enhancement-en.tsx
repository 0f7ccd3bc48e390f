/** The English photo tool's island (ADR 102). */
import { photoEnhancementCopy } from "~/content/photo-enhancement";
import { siteText } from "~/content/site-text";
import { PhotoEnhancementTool } from "~/features/photo-enhancement/photo-enhancement-tool";
import { hydratePageIsland } from "./hydrate-islands";

hydratePageIsland(siteText, <PhotoEnhancementTool copy={photoEnhancementCopy} />);
