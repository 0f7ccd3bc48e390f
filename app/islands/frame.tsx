/**
 * The frame's islands, on every page (./hydrate.tsx): the header, the widget's launcher, the
 * toast outlet. Built once per edition: `~edition/` is that edition's content folder
 * (islands/vite-plugin.ts), for the widget panel's interface words; the words and facts the firm
 * edits come from the page itself, as it was rendered.
 */
import { readPageSiteText } from "~/lib/site-text";
import { hydrateFrame } from "./hydrate";

hydrateFrame(readPageSiteText(), () =>
  Promise.all([import("~edition/message-widget"), import("~edition/contact-request-messages")]),
);
