/**
 * Every page's words, by edition. A route module is rendered once per edition (app/routes.ts)
 * and takes its page's words here for the path it renders.
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
import type { AboutContent } from "~/components/pages/about-page";
import type { HomeContent } from "~/components/pages/home-page";
import type { PracticeFrame } from "~/components/practice-areas/practice-page";
import type { PracticeArea } from "~/content/practice-areas";
import type { PressItem } from "~/content/press";
import type { Translation } from "~/content/translation";
import { caseEvaluationEdition, type CaseEvaluationEdition } from "~/features/case-evaluation/form-copy";
import type { PhotoCopy } from "~/features/photo-enhancement/photo-copy";
import { LANGUAGES, languageOfPath, type Language } from "~/lib/language";
import type { SiteText } from "~/lib/site-text";
import { editionOf } from "./editions";
import type * as enAbout from "~/content/about";
import type * as enAchievements from "~/content/achievements";
import type * as enCaseEvaluation from "~/content/case-evaluation";
import type * as enConsultation from "~/content/consultation";
import type * as enContact from "~/content/contact";
import type * as enContactRequestMessages from "~/content/contact-request-messages";
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
  "case-evaluation": typeof enCaseEvaluation;
  consultation: typeof enConsultation;
  contact: typeof enContact;
  "contact-request-messages": typeof enContactRequestMessages;
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

/** What each edition supplies: the chrome's words, then each page's. */
export type EditionWords = {
  site: SiteText;
  home: HomeContent;
  about: AboutContent;
  contact: Translation<ContentModules["contact"]["contactCopy"]>;
  consultation: { copy: Translation<ContentModules["consultation"]["consultationCopy"]>; form: CaseEvaluationEdition };
  headlines: { copy: Translation<ContentModules["headlines"]["headlinesCopy"]>; items: readonly PressItem[] };
  practiceAreas: {
    copy: Translation<ContentModules["practice-areas/copy"]["practiceAreasIndexCopy"]>;
    areas: readonly Translation<PracticeArea>[];
  };
  /** The words around a practice page's own text (./practice-pages.server has the text). */
  practicePage: PracticeFrame;
  privacy: Translation<ContentModules["privacy"]["privacyCopy"]>;
  photoEnhancement: PhotoCopy;
};

/**
 * A content module of the edition. Typed as the English module: a translation holds the same
 * keys, and is checked against it where it is written.
 */
function contentOf(language: Language) {
  const folder = editionOf(language).content;
  return <Name extends keyof ContentModules>(name: Name): ContentModules[Name] => {
    const module = CONTENT[`../${folder}/${name}.ts`];
    if (!module) throw new Error(`the "${language}" edition has no app/${folder}/${name}.ts`);
    return module as ContentModules[Name];
  };
}

function editionWords(language: Language): EditionWords {
  const content = contentOf(language);
  const { images } = content("images");
  const { achievements } = content("achievements");
  const { honors } = content("honors");
  const { headlinesCopy } = content("headlines");
  const { practiceAreas } = content("practice-areas/index");
  const { practiceAreasIndexCopy, practicePageCopy, TAGLINE } = content("practice-areas/copy");
  const { pressItems, pressNewestFirst, HOME_PRESS_COUNT } = content("press");
  const press = pressNewestFirst(pressItems);
  return {
    site: content("site-text").siteText,
    home: {
      language,
      copy: content("home").homeCopy,
      heroImage: images.homeHero,
      areas: practiceAreas,
      news: press.slice(0, HOME_PRESS_COUNT),
      testimonials: content("testimonials").testimonials,
      achievements,
      honors,
      readArticle: headlinesCopy.readArticle,
    },
    about: {
      copy: content("about").aboutCopy,
      portrait: images.attorneyPortrait,
      publishedOpinions: content("opinions").publishedOpinions,
      achievements,
      honors,
    },
    contact: content("contact").contactCopy,
    consultation: {
      copy: content("consultation").consultationCopy,
      form: caseEvaluationEdition({
        language,
        copy: content("case-evaluation").caseEvaluationCopy,
        messages: content("contact-request-messages").contactRequestMessages,
      }),
    },
    headlines: { copy: headlinesCopy, items: press },
    practiceAreas: { copy: practiceAreasIndexCopy, areas: practiceAreas },
    practicePage: { copy: practicePageCopy, tagline: TAGLINE, language },
    privacy: content("privacy").privacyCopy,
    photoEnhancement: content("photo-enhancement").photoEnhancementCopy,
  };
}

const WORDS = Object.fromEntries(LANGUAGES.map((language) => [language, editionWords(language)])) as Record<
  Language,
  EditionWords
>;

export function wordsOf(language: Language): EditionWords {
  return WORDS[language];
}

/** The words of the edition a path is in. */
export function wordsFor(pathname: string): EditionWords {
  return wordsOf(languageOfPath(pathname));
}

/** The words of the edition of the page being rendered. */
export function useWords(): EditionWords {
  return wordsFor(useLocation().pathname);
}
