/** The send-files page's island; built once per edition, like the frame. */
import { sendFilesCopy } from "~edition/evidence-upload";
import { SendFiles } from "~/features/evidence-upload/send-files";
import { readPageSiteText } from "~/lib/site-text";
import { hydrateIsland } from "./hydrate";
import { PAGE_ISLAND_ID } from "./islands";

const siteText = readPageSiteText();
hydrateIsland(
  document.getElementById(PAGE_ISLAND_ID),
  siteText,
  <SendFiles copy={sendFilesCopy} language={siteText.language} phone={siteText.firm.phone.display} />,
);
