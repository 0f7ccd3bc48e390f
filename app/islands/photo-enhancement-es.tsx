/** The Spanish photo tool's island (ADR 102). */
import { photoEnhancementCopy } from "~/content/es/photo-enhancement";
import { siteText } from "~/content/es/site-text";
import { PhotoEnhancementTool } from "~/features/photo-enhancement/photo-enhancement-tool";
import { hydratePageIsland } from "./hydrate-islands";

hydratePageIsland(siteText, <PhotoEnhancementTool copy={photoEnhancementCopy} />);
