import { createContext, useContext, type ReactNode } from "react";
import type * as layout from "~/content/layout";
import type * as messageWidget from "~/content/message-widget";
import type * as navigation from "~/content/navigation";
import type * as shared from "~/content/shared";
import type { Translation } from "~/content/translation";
import type { Language } from "./language";

/**
 * The words of the site's chrome (header, footer, notices, the call to action, the widget's
 * launcher) in one language. Each language's layout route imports its own content modules and
 * provides them here, so a page's first-load JavaScript carries one language only: no shared
 * component imports a content module that has words in it.
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

const SiteTextContext = createContext<SiteText | null>(null);

export function SiteTextProvider({ value, children }: { value: SiteText; children: ReactNode }) {
  return <SiteTextContext.Provider value={value}>{children}</SiteTextContext.Provider>;
}

/** The chrome's words in the current page's language; only inside a layout route. */
export function useSiteText(): SiteText {
  const text = useContext(SiteTextContext);
  if (!text) throw new Error("useSiteText needs a SiteTextProvider (a language's layout route)");
  return text;
}
