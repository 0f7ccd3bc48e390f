import { newIdempotencyKey, sendContactRequest } from "~/contract/send-contact-request";
import { showToast } from "~/features/notifications/show-toast";
import { sessionStorageOrNull } from "./storage-keys";
import type { WidgetEdition } from "./widget-copy";
import { createWidgetStore, type WidgetStore } from "./widget-store";

/**
 * The panel's one conversation, for the page. It outlives the panel (and a change of edition),
 * so it asks for the words of the edition the panel was last opened in when it needs a reply
 * or a notice. This module only ever runs in the browser: it loads with the panel.
 */
let activeEdition: WidgetEdition;

export function setActiveEdition(edition: WidgetEdition): void {
  activeEdition = edition;
}

export function activeGreeting(): string {
  return activeEdition.copy.greeting;
}

export const store: WidgetStore = createWidgetStore({
  storage: sessionStorageOrNull(),
  edition: () => activeEdition,
  send: (payload, idempotencyKey) =>
    sendContactRequest(payload, { idempotencyKey, siteLanguage: activeEdition.language }),
  notify: (notice) => void showToast(notice),
  newIdempotencyKey,
});

/** True when the focused element has just been disabled or removed and the page holds focus. */
export function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
