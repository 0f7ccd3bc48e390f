import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterWanted, toasterDidMount } from "~/lib/toaster-outlet";

/**
 * The one toast outlet of the site, shared by the case-evaluation form and the message
 * widget. The toast library loads when the browser is idle, or at once when a toast asks for
 * it (~/lib/toaster-outlet), so it is in no page's first-load JavaScript. A toast is announced
 * only if the outlet's live region is in the page before the toast is added to it, so
 * showToast (./show-toast) waits until the outlet has rendered.
 */
const Toaster = lazy(() => import("./toaster"));

export function LazyToaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const start = () => setReady(true);
    const stopListening = onToasterWanted(start);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => {
        stopListening();
        window.cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(start, 1500);
    return () => {
      stopListening();
      clearTimeout(timer);
    };
  }, []);

  return ready ? (
    <Suspense fallback={null}>
      <Toaster onMounted={toasterDidMount} />
    </Suspense>
  ) : null;
}
