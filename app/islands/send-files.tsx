/** The send-files page's island; built once per edition, like the frame. */
import { firm } from "~/content/firm";
import { sendFilesCopy } from "~edition/evidence-upload";
import { siteText } from "~edition/site-text";
import { SendFiles } from "~/features/evidence-upload/send-files";
import { hydrateIsland } from "./hydrate";
import { PAGE_ISLAND_ID } from "./islands";

hydrateIsland(
  document.getElementById(PAGE_ISLAND_ID),
  siteText,
  <SendFiles copy={sendFilesCopy} language={siteText.language} phone={firm.phone.display} />,
);
