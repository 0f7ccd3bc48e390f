import { useEffect } from "react";

/**
 * Brings the page to its top once it has loaded, even when the browser or the router would
 * restore an earlier scroll position (a reload, a back navigation). Runs after the router's
 * own scroll restoration, which is a layout effect.
 */
export function useScrollToTopOnLoad(enabled: boolean, key: string) {
  useEffect(() => {
    if (enabled) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [enabled, key]);
}
