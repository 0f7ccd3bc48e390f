import { lazy, Suspense, useEffect, useState } from "react";

/**
 * The one toast outlet of the site, shared by the case-evaluation form and the message
 * widget. The toast library loads when the browser is idle, so it is in no page's
 * first-load JavaScript, yet its live region exists before the first toast is announced.
 */
const Toaster = lazy(() => import("./toaster"));

export function LazyToaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const start = () => setReady(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);

  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
