import type { messageWidgetCopy, messageWidgetLauncherCopy } from "~/content/message-widget";
import type { ContactRequestMessages, WidgetLanguage } from "~/contract/contact-request";
import type { Translation } from "~/content/translation";
import type { Notice } from "~/features/notifications/notify";
import type { Language } from "~/lib/language";

/**
 * The widget's words in one language (~/content/message-widget and its Spanish twin). Types
 * only: the words themselves reach the widget from the edition's frame island, so a page
 * loads its own language's and no other.
 */
export type MessageWidgetCopy = Omit<
  Translation<typeof messageWidgetCopy>,
  "successToast" | "errorToast" | "rateLimitedToast"
> & {
  successToast: Notice;
  errorToast: Notice;
  /** The office refused it for now: how long to wait (Retry-After, in seconds). */
  rateLimitedToast: (seconds: number) => Notice;
};

export type MessageWidgetLauncherCopy = Translation<typeof messageWidgetLauncherCopy>;

/** What the panel needs from an edition: its words, the validation messages, and the language the office is told. */
export type WidgetEdition = {
  copy: MessageWidgetCopy;
  messages: ContactRequestMessages;
  /** The edition's language, told to the office (see sendContactRequest's siteLanguage). */
  language: Language;
  /** The payload's preferredLanguage: the spec's English value ("Spanish"), whatever the page's language. */
  preferredLanguage: WidgetLanguage;
};
