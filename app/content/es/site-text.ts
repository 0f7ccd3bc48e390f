/**
 * Translation awaiting the firm's review (assembled from the Spanish modules it imports).
 * The Spanish edition's chrome words, as the Spanish layout route provides them.
 */
import { errorCopy, footerCopy, headerCopy, languageSwitchCopy, notFoundCopy } from "~/content/es/layout";
import { messageWidgetLauncherCopy } from "~/content/es/message-widget-launcher";
import { footerPracticeNavigation, mainNavigation, practiceAreaNavigation } from "~/content/es/navigation";
import {
  callToActionCopy,
  consultationAction,
  emergencyNotice,
  firmText,
  newTabHint,
  officeHoursLabel,
  resultsDisclaimer,
  spanishService,
} from "~/content/es/shared";
import type { SiteText } from "~/lib/site-text";

export const siteText: SiteText = {
  language: "es",
  header: headerCopy,
  footer: footerCopy,
  languageSwitch: languageSwitchCopy,
  notFound: notFoundCopy,
  error: errorCopy,
  navigation: { main: mainNavigation, practiceAreas: practiceAreaNavigation, footerPractice: footerPracticeNavigation },
  consultationAction,
  emergencyNotice,
  officeHoursLabel,
  callToAction: callToActionCopy,
  resultsDisclaimer,
  newTabHint,
  firmText,
  widgetLauncher: messageWidgetLauncherCopy,
  languageService: spanishService(),
};
