/**
 * The content modules, by edition: the first version of every document (what a fresh install
 * shows, byte for byte the sample site), and the exports no document names (functions that build
 * a sentence, paths). Server-only: pages read them through ~/editions/words, the office through
 * the server, so no module rides in a page's JavaScript unless an island imports it itself.
 */
import * as about from "../about";
import * as achievements from "../achievements";
import * as answerPage from "../answer-page";
import * as caseEvaluation from "../case-evaluation";
import * as consultation from "../consultation";
import * as contact from "../contact";
import * as contactRequestMessages from "../contact-request-messages";
import * as esAbout from "../es/about";
import * as esAchievements from "../es/achievements";
import * as esAnswerPage from "../es/answer-page";
import * as esCaseEvaluation from "../es/case-evaluation";
import * as esConsultation from "../es/consultation";
import * as esContact from "../es/contact";
import * as esContactRequestMessages from "../es/contact-request-messages";
import * as esEvidenceUpload from "../es/evidence-upload";
import * as esHeadlines from "../es/headlines";
import * as esHome from "../es/home";
import * as esHonors from "../es/honors";
import * as esImages from "../es/images";
import * as esLayout from "../es/layout";
import * as esLauncher from "../es/message-widget-launcher";
import * as esMessageWidget from "../es/message-widget";
import * as esNavigation from "../es/navigation";
import * as esOfficeReplies from "../es/office-replies";
import * as esOpinions from "../es/opinions";
import * as esPhotoEnhancement from "../es/photo-enhancement";
import * as esPracticeAreasCopy from "../es/practice-areas/copy";
import * as esPracticeAreasIndex from "../es/practice-areas/index";
import { practiceAreaPages as esPracticePages } from "../es/practice-areas/pages.server";
import * as esPress from "../es/press";
import * as esPrivacy from "../es/privacy";
import * as esShared from "../es/shared";
import * as esTestimonials from "../es/testimonials";
import * as evidenceUpload from "../evidence-upload";
import * as firm from "../firm";
import * as guidesCopy from "../guides/copy";
import * as guidesDeadlines from "../guides/deadlines";
import * as guidesKnowYourRights from "../guides/know-your-rights";
import * as guidesQuestions from "../guides/questions";
import * as guidesWhatToDoNow from "../guides/what-to-do-now";
import * as esGuidesCopy from "../es/guides/copy";
import * as esGuidesDeadlines from "../es/guides/deadlines";
import * as esGuidesKnowYourRights from "../es/guides/know-your-rights";
import * as esGuidesQuestions from "../es/guides/questions";
import * as esGuidesWhatToDoNow from "../es/guides/what-to-do-now";
import * as headlines from "../headlines";
import * as home from "../home";
import * as honors from "../honors";
import * as images from "../images";
import * as layout from "../layout";
import * as launcher from "../message-widget-launcher";
import * as messageWidget from "../message-widget";
import * as navigation from "../navigation";
import * as officeReplies from "../office-replies";
import * as opinions from "../opinions";
import * as photoEnhancement from "../photo-enhancement";
import * as practiceAreasCopy from "../practice-areas/copy";
import * as practiceAreasIndex from "../practice-areas/index";
import { practiceAreaPages } from "../practice-areas/pages.server";
import * as press from "../press";
import * as privacy from "../privacy";
import * as shared from "../shared";
import * as testimonials from "../testimonials";
import { DOCUMENTS, rootField } from "./documents";
import { fromModules, SNAPSHOT_FORMAT, type ContentSnapshot, type StoredDocument } from "./snapshot";

type Module = Record<string, unknown>;

const camel = (slug: string) => slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const pages = (byslug: Record<string, unknown>): Record<string, Module> =>
  Object.fromEntries(
    Object.entries(byslug).map(([slug, page]) => [`practice-areas/pages/${slug}`, { [camel(slug)]: page }]),
  );

/** Every content module a page or the office reads, by its path in its edition's folder. */
export const CONTENT_MODULES: Record<"en" | "es", Record<string, Module>> = {
  en: {
    about,
    achievements,
    "answer-page": answerPage,
    "case-evaluation": caseEvaluation,
    consultation,
    contact,
    "contact-request-messages": contactRequestMessages,
    "evidence-upload": evidenceUpload,
    firm,
    "guides/copy": guidesCopy,
    "guides/deadlines": guidesDeadlines,
    "guides/know-your-rights": guidesKnowYourRights,
    "guides/questions": guidesQuestions,
    "guides/what-to-do-now": guidesWhatToDoNow,
    headlines,
    home,
    honors,
    images,
    layout,
    "message-widget-launcher": launcher,
    "message-widget": messageWidget,
    navigation,
    "office-replies": officeReplies,
    opinions,
    "photo-enhancement": photoEnhancement,
    "practice-areas/copy": practiceAreasCopy,
    "practice-areas/index": practiceAreasIndex,
    press,
    privacy,
    shared,
    testimonials,
    ...pages(practiceAreaPages),
  },
  es: {
    about: esAbout,
    achievements: esAchievements,
    "answer-page": esAnswerPage,
    "case-evaluation": esCaseEvaluation,
    consultation: esConsultation,
    contact: esContact,
    "contact-request-messages": esContactRequestMessages,
    "evidence-upload": esEvidenceUpload,
    // The firm's facts read the same in every language.
    firm,
    "guides/copy": esGuidesCopy,
    "guides/deadlines": esGuidesDeadlines,
    "guides/know-your-rights": esGuidesKnowYourRights,
    "guides/questions": esGuidesQuestions,
    "guides/what-to-do-now": esGuidesWhatToDoNow,
    headlines: esHeadlines,
    home: esHome,
    honors: esHonors,
    images: esImages,
    layout: esLayout,
    "message-widget-launcher": esLauncher,
    "message-widget": esMessageWidget,
    navigation: esNavigation,
    "office-replies": esOfficeReplies,
    opinions: esOpinions,
    "photo-enhancement": esPhotoEnhancement,
    "practice-areas/copy": esPracticeAreasCopy,
    "practice-areas/index": esPracticeAreasIndex,
    press: esPress,
    privacy: esPrivacy,
    shared: esShared,
    testimonials: esTestimonials,
    ...pages(esPracticePages),
  },
};

let first: ContentSnapshot | undefined;

/**
 * The first version: every document as the modules hold it. Every Spanish module says at its top
 * that its translation awaits the firm's review (a test holds them to it), so every document
 * with a Spanish twin starts unreviewed.
 */
export function firstVersion(): ContentSnapshot {
  first ??= {
    format: SNAPSHOT_FORMAT,
    documents: Object.fromEntries(
      DOCUMENTS.map((document): [string, StoredDocument] => {
        const en = CONTENT_MODULES.en[document.id] ?? {};
        const es = document.oneLanguage ? en : (CONTENT_MODULES.es[document.id] ?? {});
        return [
          document.id,
          { value: fromModules(rootField(document), en, es), ...(document.oneLanguage ? {} : { reviewed: false }) },
        ];
      }),
    ),
    interfaceReviewed: false,
  };
  return first;
}
