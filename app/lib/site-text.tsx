import { createContext, useContext, type ReactNode } from "react";
import type * as layout from "~/content/layout";
import type * as messageWidget from "~/content/message-widget";
import type * as navigation from "~/content/navigation";
import type * as shared from "~/content/shared";
import type { Firm } from "~/content/firm";
import type { TokenValues } from "~/content/model/tokens";
import type { Translation } from "~/content/translation";
import type { Language } from "./language";

/**
 * The words of the site's chrome (header, footer, notices, the call to action, the widget's
 * launcher) in one language, and the firm's facts, as the version being shown has them. The
 * layout route provides them here on the server, and writes them into the page (a JSON data
 * block) for the islands, which hydrate with the same: the page, not the islands' JavaScript,
 * carries what the firm edits, so a published change reaches both at once.
 */
export type SiteText = {
  language: Language;
  firm: Firm;
  /** What each placeholder stands for in this edition: the islands fill their own words with them. */
  tokens: TokenValues;
  header: Translation<typeof layout.headerCopy>;
  footer: Translation<typeof layout.footerCopy>;
  languageSwitch: Translation<typeof layout.languageSwitchCopy>;
  notFound: Translation<typeof layout.notFoundCopy>;
  error: Translation<typeof layout.errorCopy>;
  navigation: {
    main: Translation<typeof navigation.mainNavigation>;
    practiceAreas: readonly navigation.NavigationItem[];
    footerPractice: readonly navigation.NavigationItem[];
    guides: readonly navigation.NavigationItem[];
    guidesTitle: string;
    help: Translation<typeof navigation.helpNavigation>;
  };
  consultationAction: Translation<typeof shared.consultationAction>;
  emergencyNotice: string;
  officeHoursLabel: string;
  callToAction: Translation<typeof shared.callToActionCopy>;
  resultsDisclaimer: string;
  newTabHint: string;
  firmText: Translation<typeof shared.firmText>;
  widgetLauncher: Translation<typeof messageWidget.messageWidgetLauncherCopy>;
  /**
   * Who at the office speaks the edition's language, where the edition must say so: the Spanish
   * pages (a Spanish page implies Spanish service), and, in a form, the language of the answer.
   * The English edition has none.
   */
  languageService?: { label: string; text: string; formReply?: string };
};

/** The content modules an edition's chrome words come from, as ./content/site-text.ts and its translations pass them. */
type ChromeModules = {
  layout: {
    headerCopy: SiteText["header"];
    footerCopy: SiteText["footer"];
    languageSwitchCopy: SiteText["languageSwitch"];
    notFoundCopy: SiteText["notFound"];
    errorCopy: SiteText["error"];
  };
  navigation: {
    mainNavigation: SiteText["navigation"]["main"];
    practiceAreaNavigation: SiteText["navigation"]["practiceAreas"];
    footerPracticeNavigation: SiteText["navigation"]["footerPractice"];
    guideNavigation: SiteText["navigation"]["guides"];
    guideNavigationTitle: string;
    helpNavigation: SiteText["navigation"]["help"];
  };
  shared: Pick<
    SiteText,
    "consultationAction" | "emergencyNotice" | "officeHoursLabel" | "resultsDisclaimer" | "newTabHint" | "firmText"
  > & { callToActionCopy: SiteText["callToAction"]; languageService?: SiteText["languageService"] };
  launcher: { messageWidgetLauncherCopy: SiteText["widgetLauncher"] };
  firm: Firm;
  tokens: TokenValues;
};

/** An edition's chrome words, gathered from its content modules. */
export function siteTextOf(
  language: Language,
  { layout, navigation, shared, launcher, firm, tokens }: ChromeModules,
): SiteText {
  return {
    language,
    firm,
    tokens,
    header: layout.headerCopy,
    footer: layout.footerCopy,
    languageSwitch: layout.languageSwitchCopy,
    notFound: layout.notFoundCopy,
    error: layout.errorCopy,
    navigation: {
      main: navigation.mainNavigation,
      practiceAreas: navigation.practiceAreaNavigation,
      footerPractice: navigation.footerPracticeNavigation,
      guides: navigation.guideNavigation,
      guidesTitle: navigation.guideNavigationTitle,
      help: navigation.helpNavigation,
    },
    consultationAction: shared.consultationAction,
    emergencyNotice: shared.emergencyNotice,
    officeHoursLabel: shared.officeHoursLabel,
    callToAction: shared.callToActionCopy,
    resultsDisclaimer: shared.resultsDisclaimer,
    newTabHint: shared.newTabHint,
    firmText: shared.firmText,
    widgetLauncher: launcher.messageWidgetLauncherCopy,
    ...(shared.languageService ? { languageService: shared.languageService } : {}),
  };
}

/** The id of the data block the layout writes the SiteText into, for the islands. */
export const SITE_TEXT_ID = "site-text";

/** The page's SiteText, as the layout wrote it (app/components/layout/site-layout.tsx). */
export function readPageSiteText(): SiteText {
  const block = document.getElementById(SITE_TEXT_ID);
  if (!block?.textContent) throw new Error("the page has no site text for its islands");
  return JSON.parse(block.textContent) as SiteText;
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end or open anything. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const SiteTextContext = createContext<SiteText | null>(null);

export function SiteTextProvider({ value, children }: { value: SiteText; children: ReactNode }) {
  return <SiteTextContext.Provider value={value}>{children}</SiteTextContext.Provider>;
}

/** The chrome's words in the current page's language; only inside the layout route or an island. */
export function useSiteText(): SiteText {
  const text = useContext(SiteTextContext);
  if (!text) throw new Error("useSiteText needs a SiteTextProvider (the layout route or an island)");
  return text;
}

/** The firm's facts, as the page being rendered shows them; only inside the layout route or an island. */
export function useFirm(): Firm {
  return useSiteText().firm;
}
