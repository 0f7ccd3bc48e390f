import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterWanted, toasterDidMount } from "~/lib/toaster-outlet";
import { whenPageIsQuiet } from "~/lib/when-page-is-quiet";

/**
 * The one toast outlet of the site, shared by the case-evaluation form and the message
 * widget. The toast library loads once the page is quiet (~/lib/when-page-is-quiet), or at once
 * when a toast asks for it (~/lib/toaster-outlet), so it is in no page's first-load JavaScript.
 * A toast is announced only if the outlet's live region is in the page before the toast is added
 * to it, so showToast (./show-toast) waits until the outlet has rendered.
 */
const Toaster = lazy(() =>
  // The page's language decides the labels screen readers hear; each edition's are in its own chunk.
  document.documentElement.lang === "es" ? import("./toaster-es") : import("./toaster-en"),
);

export function LazyToaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const start = () => setReady(true);
    const stopListening = onToasterWanted(start);
    const cancel = whenPageIsQuiet(start);
    return () => {
      stopListening();
      cancel();
    };
  }, []);

  return ready ? (
    <Suspense fallback={null}>
      <Toaster onMounted={toasterDidMount} />
    </Suspense>
  ) : null;
}
