import type { Notice } from "~/features/notifications/notify";

/**
 * Toasts go through the site's one outlet (LazyToaster in the root), which mounts when the
 * browser is first idle. A toast is announced only if sonner's live region is already in the
 * page when it appears, so the form fetches the outlet early and, before a toast, waits
 * (briefly) for that region. The toast library itself stays out of the first-load JavaScript.
 */
const LIVE_REGION = 'section[aria-live="polite"][aria-label^="Notifications"]';

export function preloadToasts(): void {
  void import("~/features/notifications/toaster");
  void import("~/features/notifications/notify");
}

export function waitForToaster(timeoutMs = 4000): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(LIVE_REGION)) return resolve();
    const deadline = Date.now() + timeoutMs;
    const timer = setInterval(() => {
      if (document.querySelector(LIVE_REGION) || Date.now() > deadline) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

export async function showToast(notice: Notice): Promise<void> {
  const [{ notify }] = await Promise.all([import("~/features/notifications/notify"), waitForToaster()]);
  notify(notice);
}
