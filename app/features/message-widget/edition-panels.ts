import { widgetPanel } from "./message-widget";

/**
 * The widget's panel in each edition, for the layout routes (pages React Router hydrates) and the
 * islands (every other page, ADR 102). Each imports only its own language's words, on first open
 * or when the browser is idle.
 */
export const englishPanel = widgetPanel(async () => {
  const [{ messageWidgetCopy }, { contactRequestMessages }] = await Promise.all([
    import("~/content/message-widget"),
    import("~/content/contact-request-messages"),
  ]);
  return { copy: messageWidgetCopy, messages: contactRequestMessages, language: "en", preferredLanguage: "English" };
});

export const spanishPanel = widgetPanel(async () => {
  const [{ messageWidgetCopy }, { contactRequestMessages }] = await Promise.all([
    import("~/content/es/message-widget"),
    import("~/content/es/contact-request-messages"),
  ]);
  return { copy: messageWidgetCopy, messages: contactRequestMessages, language: "es", preferredLanguage: "Spanish" };
});
