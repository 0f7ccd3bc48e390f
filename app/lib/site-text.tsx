import { createContext, useContext, type ReactNode } from "react";
import type * as layout from "~/content/layout";
import type * as messageWidget from "~/content/message-widget";
import type * as navigation from "~/content/navigation";
import type * as shared from "~/content/shared";
import type { Translation } from "~/content/translation";
import type { Language } from "./language";

/**
 * The words of the site's chrome (header, footer, notices, the call to action, the widget's
 * launcher) in one language. The layout route (on the server) and the frame's islands (in the
 * browser, built once per edition) provide their edition's here, so a page's first-load
 * JavaScript carries one language only: no shared component imports a content module that has
 * words in it.
 */
export type SiteText = {
  language: Language;
  header: Translation<typeof layout.headerCopy>;
  footer: Translation<typeof layout.footerCopy>;
  languageSwitch: Translation<typeof layout.languageSwitchCopy>;
  notFound: Translation<typeof layout.notFoundCopy>;
  error: Translation<typeof layout.errorCopy>;
  navigation: {
    main: Translation<typeof navigation.mainNavigation>;
    practiceAreas: readonly navigation.NavigationItem[];
    footerPractice: readonly navigation.NavigationItem[];
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
  };
  shared: Pick<
    SiteText,
    "consultationAction" | "emergencyNotice" | "officeHoursLabel" | "resultsDisclaimer" | "newTabHint" | "firmText"
  > & { callToActionCopy: SiteText["callToAction"]; languageService?: SiteText["languageService"] };
  launcher: { messageWidgetLauncherCopy: SiteText["widgetLauncher"] };
};

/** An edition's chrome words, gathered from its content modules. */
export function siteTextOf(language: Language, { layout, navigation, shared, launcher }: ChromeModules): SiteText {
  return {
    language,
    header: layout.headerCopy,
    footer: layout.footerCopy,
    languageSwitch: layout.languageSwitchCopy,
    notFound: layout.notFoundCopy,
    error: layout.errorCopy,
    navigation: {
      main: navigation.mainNavigation,
      practiceAreas: navigation.practiceAreaNavigation,
      footerPractice: navigation.footerPracticeNavigation,
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
