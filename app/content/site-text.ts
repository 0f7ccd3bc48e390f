/** The English edition's chrome words, as the layout route and the frame's islands take them (and tests render with). */
import { errorCopy, footerCopy, headerCopy, languageSwitchCopy, notFoundCopy } from "~/content/layout";
import { messageWidgetLauncherCopy } from "~/content/message-widget-launcher";
import { footerPracticeNavigation, mainNavigation, practiceAreaNavigation } from "~/content/navigation";
import {
  callToActionCopy,
  consultationAction,
  emergencyNotice,
  firmText,
  newTabHint,
  officeHoursLabel,
  resultsDisclaimer,
} from "~/content/shared";
import type { SiteText } from "~/lib/site-text";

export const siteText: SiteText = {
  language: "en",
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
};
