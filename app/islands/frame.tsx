/**
 * The frame's islands, on every page (./hydrate.tsx): the header, the widget's launcher, the
 * toast outlet. Built once per edition: `~edition/` is that edition's content folder
 * (islands/vite-plugin.ts), so the page carries its own edition's words only.
 */
import { siteText } from "~edition/site-text";
import { hydrateFrame } from "./hydrate";

hydrateFrame(siteText, () =>
  Promise.all([import("~edition/message-widget"), import("~edition/contact-request-messages")]),
);
