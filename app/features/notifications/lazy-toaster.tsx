import { lazy, Suspense, useEffect, useState } from "react";

/**
 * The one toast outlet of the site, shared by the case-evaluation form and the message
 * widget. The toast library loads when the browser is idle, or at once when a toast is asked
 * for, so it is in no page's first-load JavaScript. A toast is announced only if the outlet's
 * live region is in the page before the toast is added to it: showToast() (./show-toast)
 * waits for toasterMounted(), which the outlet resolves once it has rendered.
 */
const Toaster = lazy(() => import("./toaster"));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const wanted = { now: false, listeners: new Set<() => void>() };

/** Mounts the outlet now if it is not yet; resolves once its live region is in the page. */
export function toasterMounted(): Promise<void> {
  if (!wanted.now) {
    wanted.now = true;
    for (const listener of wanted.listeners) listener();
  }
  return mounted;
}

export function LazyToaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const start = () => setReady(true);
    if (wanted.now) return start();
    wanted.listeners.add(start);
    const stopWaiting = () => wanted.listeners.delete(start);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => {
        stopWaiting();
        window.cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(start, 1500);
    return () => {
      stopWaiting();
      clearTimeout(timer);
    };
  }, []);

  return ready ? (
    <Suspense fallback={null}>
      <Toaster onMounted={markMounted} />
    </Suspense>
  ) : null;
}
