/** The Spanish pages' islands (ADR 102): their words, and nothing of the English edition. */
import { siteText } from "~/content/es/site-text";
import { spanishPanel } from "~/features/message-widget/edition-panels";
import { hydrateIslands } from "./hydrate-islands";

hydrateIslands({ text: siteText, panel: spanishPanel });
