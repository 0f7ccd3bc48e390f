/**
 * Every page's words, by edition. A route module is rendered once per edition (app/routes.ts)
 * and reads its page's words here, for the path it renders.
 *
 * An edition's words are its content folder (./editions.ts), module for module the English
 * one: the same path and the same export names, each translation checked against its English
 * module where it is written (~/content/translation). So the words of a page are found the
 * same way in every edition, and a new language needs no wiring here.
 *
 * Only pages read this module, on the server; a page's islands take their edition's words from
 * their own entry (app/islands/), so a page's JavaScript carries one language.
 */
import { useLocation } from "react-router";
import { languageOfPath, type Language } from "~/lib/language";
import type { SiteText } from "~/lib/site-text";
import { editionOf } from "./editions";
import type * as enAbout from "~/content/about";
import type * as enAchievements from "~/content/achievements";
import type * as enAnswerPage from "~/content/answer-page";
import type * as enCaseEvaluation from "~/content/case-evaluation";
import type * as enConsultation from "~/content/consultation";
import type * as enContact from "~/content/contact";
import type * as enContactRequestMessages from "~/content/contact-request-messages";
import type * as enEvidenceUpload from "~/content/evidence-upload";
import type * as enHeadlines from "~/content/headlines";
import type * as enHome from "~/content/home";
import type * as enHonors from "~/content/honors";
import type * as enImages from "~/content/images";
import type * as enOpinions from "~/content/opinions";
import type * as enPhotoEnhancement from "~/content/photo-enhancement";
import type * as enPracticeAreasCopy from "~/content/practice-areas/copy";
import type * as enPracticeAreasIndex from "~/content/practice-areas/index";
import type * as enPress from "~/content/press";
import type * as enPrivacy from "~/content/privacy";
import type * as enSiteText from "~/content/site-text";
import type * as enTestimonials from "~/content/testimonials";

/** The content modules pages read, typed as their English originals. */
type ContentModules = {
  about: typeof enAbout;
  achievements: typeof enAchievements;
  "answer-page": typeof enAnswerPage;
  "case-evaluation": typeof enCaseEvaluation;
  consultation: typeof enConsultation;
  contact: typeof enContact;
  "contact-request-messages": typeof enContactRequestMessages;
  "evidence-upload": typeof enEvidenceUpload;
  headlines: typeof enHeadlines;
  home: typeof enHome;
  honors: typeof enHonors;
  images: typeof enImages;
  opinions: typeof enOpinions;
  "photo-enhancement": typeof enPhotoEnhancement;
  "practice-areas/copy": typeof enPracticeAreasCopy;
  "practice-areas/index": typeof enPracticeAreasIndex;
  press: typeof enPress;
  privacy: typeof enPrivacy;
  "site-text": typeof enSiteText;
  testimonials: typeof enTestimonials;
};

/**
 * Every edition's words, on the server. The client build still compiles the route modules,
 * though no page loads them; there the words would share modules with the islands and keep every
 * export of them alive, so it gets none. The practice pages' long text has its own server-only
 * module.
 */
const CONTENT: Record<string, unknown> = import.meta.env.SSR
  ? import.meta.glob(
      ["../content/**/*.ts", "!../content/**/*.test.ts", "!../content/**/*.server.ts", "!../content/**/pages/*.ts"],
      { eager: true },
    )
  : {};

/** An edition's words, as a page reads them. */
export type EditionWords = {
  language: Language;
  /** The chrome's words (header, footer, notices), and the firm's words every page's meta uses. */
  site: SiteText;
  /**
   * A content module of the edition, by its path in the edition's content folder. Typed as the
   * English module: a translation holds the same keys, and is checked against it where it is
   * written.
   */
  read<Name extends keyof ContentModules>(name: Name): ContentModules[Name];
};

function editionWords(language: Language): EditionWords {
  const folder = editionOf(language).content;
  const read = <Name extends keyof ContentModules>(name: Name): ContentModules[Name] => {
    const module = CONTENT[`../${folder}/${name}.ts`];
    if (!module) throw new Error(`the "${language}" edition has no app/${folder}/${name}.ts`);
    return module as ContentModules[Name];
  };
  return { language, site: read("site-text").siteText, read };
}

const WORDS = new Map<Language, EditionWords>();

export function wordsOf(language: Language): EditionWords {
  let words = WORDS.get(language);
  if (!words) WORDS.set(language, (words = editionWords(language)));
  return words;
}

/** The words of the edition a path is in. */
export function wordsFor(pathname: string): EditionWords {
  return wordsOf(languageOfPath(pathname));
}

/** The words of the edition of the page being rendered. */
export function useWords(): EditionWords {
  return wordsFor(useLocation().pathname);
}
