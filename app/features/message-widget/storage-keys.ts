/**
 * sessionStorage keys of the widget. The launcher reads only the small "open" flag; the
 * conversation itself is read by the panel's code (conversation-storage.ts).
 */
export const CONVERSATION_STORAGE_KEY = "message-widget:conversation";
export const OPEN_STORAGE_KEY = "message-widget:open";

/** sessionStorage, or null where the browser refuses it (some private modes, disabled storage). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
