/**
 * The site's editions: one per language, each the same pages under its own path prefix. This
 * list holds facts only, no words, so that app/routes.ts, the islands' build plugin
 * (islands/vite-plugin.ts) and ~/lib/language can read it without loading any content.
 *
 * Each edition's words are in its `content` folder, module for module the English one's
 * (~/content/translation says how a translation is checked): pages read them through ./words.ts,
 * the islands' build resolves `~edition/` to them. A new language is a line here and its content
 * folder.
 */
export const EDITIONS = [
  {
    language: "en",
    /** The pages' paths start with this; the English edition is at the root. */
    prefix: "",
    /** og:locale. */
    locale: "en_US",
    /** BCP 47 tag for `inLanguage`. */
    tag: "en-US",
    /** The language's name as the contact contract spells it (the widget's preferredLanguage). */
    name: "English",
    /** The case-evaluation form's preferred language before the visitor chooses ("" makes them choose). */
    presetPreferredLanguage: "",
    /** Where the edition's words are, from app/. */
    content: "content",
  },
  {
    language: "es",
    prefix: "/es",
    locale: "es_US",
    tag: "es-US",
    name: "Spanish",
    // A visitor on the Spanish pages most likely wants to be answered in Spanish; they can still choose.
    presetPreferredLanguage: "Spanish",
    content: "content/es",
  },
] as const;

export type Edition = (typeof EDITIONS)[number];
export type Language = Edition["language"];

/** The English edition: x-default for search engines, and the shape every translation follows. */
export const DEFAULT_EDITION: Edition = EDITIONS[0];

export function editionOf(language: Language): Edition {
  return EDITIONS.find((edition) => edition.language === language) ?? DEFAULT_EDITION;
}
