/** The English pages' islands (ADR 102): their words, and nothing of the Spanish edition. */
import { siteText } from "~/content/site-text";
import { englishPanel } from "~/features/message-widget/edition-panels";
import { hydrateIslands } from "./hydrate-islands";

hydrateIslands({ text: siteText, panel: englishPanel });
