/**
 * Runs optional work (code a visitor may never need: the widget's panel, the toast library) once
 * the page has settled: a few seconds after its islands start, then when the browser is idle.
 * Evaluating that code takes tens of milliseconds on a slow phone; in the first seconds after the
 * page paints, when a visitor starts to scroll and tap, that would hold up their input (it was
 * the longest task after the first paint). Whatever needs the code sooner asks for it
 * directly (the launcher on pointer or focus, a toast when shown). Returns a cancel function.
 */
const QUIET_AFTER_MS = 4000;

export function whenPageIsQuiet(work: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ("requestIdleCallback" in window) idle = window.requestIdleCallback(work, { timeout: 2000 });
    else work();
  }, QUIET_AFTER_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
