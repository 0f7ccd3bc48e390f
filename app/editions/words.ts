/**
 * Every page's words, by edition. A route module is rendered once per edition (app/routes.ts)
 * and reads its page's words here, for the path it renders.
 *
 * The words are those of the version of the content being rendered (./current.ts): the
 * published one, a draft in a preview, the first version (the content modules) at build time.
 * Each is a content module of the edition's folder (./editions.ts), module for module the
 * English one, with the version's documents laid over it (./site-content.ts).
 *
 * Only pages read this module, on the server; a page's islands take what the firm edits from the
 * page itself (its SiteText data block) and their interface words from their own entry
 * (app/islands/), so a page's JavaScript carries one language.
 */
import { useLocation } from "react-router";
import { languageOfPath, type Language } from "~/lib/language";
import type { ResponsiveImage } from "~/lib/responsive-image";
import type { SiteText } from "~/lib/site-text";
import { currentContent } from "./current";
import type * as enAbout from "~/content/about";
import type * as enAchievements from "~/content/achievements";
import type * as enAnswerPage from "~/content/answer-page";
import type * as enCaseEvaluation from "~/content/case-evaluation";
import type * as enConsultation from "~/content/consultation";
import type * as enContact from "~/content/contact";
import type * as enContactRequestMessages from "~/content/contact-request-messages";
import type * as enEvidenceUpload from "~/content/evidence-upload";
import type * as enFirm from "~/content/firm";
import type * as enGuidesCopy from "~/content/guides/copy";
import type * as enGuidesDeadlines from "~/content/guides/deadlines";
import type * as enGuidesKnowYourRights from "~/content/guides/know-your-rights";
import type * as enGuidesQuestions from "~/content/guides/questions";
import type * as enGuidesWhatToDoNow from "~/content/guides/what-to-do-now";
import type * as enHeadlines from "~/content/headlines";
import type * as enHome from "~/content/home";
import type * as enHonors from "~/content/honors";
import type * as enImages from "~/content/images";
import type * as enMessageWidget from "~/content/message-widget";
import type * as enOfficeReplies from "~/content/office-replies";
import type * as enOpinions from "~/content/opinions";
import type * as enPhotoEnhancement from "~/content/photo-enhancement";
import type * as enPracticeAreasCopy from "~/content/practice-areas/copy";
import type * as enPracticeAreasIndex from "~/content/practice-areas/index";
import type * as enPress from "~/content/press";
import type * as enPrivacy from "~/content/privacy";
import type * as enTestimonials from "~/content/testimonials";
import type { ImageRef } from "~/content/model/fields";
import type { PracticeAreaPageContent } from "~/content/practice-areas/types";
import type { PracticeAreaSlug } from "~/content/navigation";

/** A module's exports as a page reads them: every image reference resolved into the image. */
export type Resolved<T> = T extends { ref: ImageRef }
  ? Omit<T, "ref"> & ResponsiveImage
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : T extends readonly (infer U)[]
      ? Resolved<U>[]
      : T extends object
        ? { [K in keyof T]: Resolved<T[K]> }
        : T;

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
  firm: typeof enFirm;
  "guides/copy": typeof enGuidesCopy;
  "guides/deadlines": typeof enGuidesDeadlines;
  "guides/know-your-rights": typeof enGuidesKnowYourRights;
  "guides/questions": typeof enGuidesQuestions;
  "guides/what-to-do-now": typeof enGuidesWhatToDoNow;
  headlines: typeof enHeadlines;
  home: typeof enHome;
  honors: typeof enHonors;
  images: typeof enImages;
  "message-widget": typeof enMessageWidget;
  "office-replies": typeof enOfficeReplies;
  opinions: typeof enOpinions;
  "photo-enhancement": typeof enPhotoEnhancement;
  "practice-areas/copy": typeof enPracticeAreasCopy;
  "practice-areas/index": typeof enPracticeAreasIndex;
  press: typeof enPress;
  privacy: typeof enPrivacy;
  testimonials: typeof enTestimonials;
} & Record<`practice-areas/pages/${PracticeAreaSlug}`, Record<string, PracticeAreaPageContent>>;

/** An edition's words, as a page reads them. */
export type EditionWords = {
  language: Language;
  /** The chrome's words (header, footer, notices), the firm's facts, and the firm's words every page's meta uses. */
  site: SiteText;
  /**
   * A content module of the edition, by its path in the edition's content folder. Typed as the
   * English module: a translation holds the same keys, and is checked against it where it is
   * written.
   */
  read<Name extends keyof ContentModules>(name: Name): Resolved<ContentModules[Name]>;
};

export function wordsOf(language: Language): EditionWords {
  const content = currentContent();
  return {
    language,
    site: content.site(language),
    read: <Name extends keyof ContentModules>(name: Name) =>
      content.read(language, name) as Resolved<ContentModules[Name]>,
  };
}

/** The words of the edition a path is in. */
export function wordsFor(pathname: string): EditionWords {
  return wordsOf(languageOfPath(pathname));
}

/** The words of the edition of the page being rendered. */
export function useWords(): EditionWords {
  return wordsFor(useLocation().pathname);
}
