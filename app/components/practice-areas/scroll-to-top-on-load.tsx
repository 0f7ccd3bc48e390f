/**
 * Brings the page to its top when it loads, even when the browser would restore an earlier
 * scroll position (a reload, a back navigation): the page tells the browser not to restore it.
 * A line of script the page carries itself, so it works before, and without, any island (ADR 001);
 * the server's CSP allows it by its hash, as every inline script of a prerendered page.
 */
export function ScrollToTopOnLoad() {
  return <script dangerouslySetInnerHTML={{ __html: 'history.scrollRestoration="manual";scrollTo(0,0)' }} />;
}
