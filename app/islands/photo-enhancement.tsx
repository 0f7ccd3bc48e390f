/** The photo tool's island, on its page; built once per edition, like the frame. */
import { photoEnhancementCopy } from "~edition/photo-enhancement";
import { siteText } from "~edition/site-text";
import { PhotoEnhancementTool } from "~/features/photo-enhancement/photo-enhancement-tool";
import { hydrateIsland } from "./hydrate";
import { PAGE_ISLAND_ID } from "./islands";

hydrateIsland(document.getElementById(PAGE_ISLAND_ID), siteText, <PhotoEnhancementTool copy={photoEnhancementCopy} />);
