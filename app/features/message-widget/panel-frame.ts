/**
 * Where the panel sits, shared by the panel and the placeholder shown while its code loads:
 * the whole screen on a phone, 384 x 600 px at the bottom right from 640 px up, never taller
 * than the viewport (spec section 9).
 */
export const PANEL_ID = "message-widget-panel";

export const panelFrameClass =
  "fixed inset-0 z-50 m-0 flex h-dvh max-h-none w-full max-w-none flex-col overflow-hidden border-0 bg-white p-0 text-ink-800 shadow-2xl " +
  "sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[600px] sm:max-h-[calc(100dvh-3rem)] sm:w-96 sm:rounded-2xl sm:border sm:border-ink-200 " +
  "transition-[opacity,translate] duration-150 ease-out starting:translate-y-3 starting:opacity-0";
