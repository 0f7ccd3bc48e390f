/**
 * The scripts a page loads, as its HTML names them: a script's src, a module preload, an import in
 * an inline module, and the preload list of a page whose scripts start after load (a
 * space-separated attribute, islands/rewrite.ts). The same reading as scripts/budget.mjs.
 */
export function pageScripts(html: string): string[] {
  return [...new Set(html.match(/(?<=["'(\s])\/assets\/[^"'()\s]+\.js(?=["')\s])/g) ?? [])];
}
