/** The photo tool's island, on its page; built once per edition, like the frame. */
import { photoEnhancementCopy } from "~edition/photo-enhancement";
import { PhotoEnhancementTool } from "~/features/photo-enhancement/photo-enhancement-tool";
import { readPageSiteText } from "~/lib/site-text";
import { hydrateIsland } from "./hydrate";
import { PAGE_ISLAND_ID } from "./islands";

hydrateIsland(
  document.getElementById(PAGE_ISLAND_ID),
  readPageSiteText(),
  <PhotoEnhancementTool copy={photoEnhancementCopy} />,
);
