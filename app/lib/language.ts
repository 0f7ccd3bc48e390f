/**
 * Which edition a path belongs to, and the same page in another edition. Everything that must
 * know a page's language (links, alternates, the sitemap, the server's 404) derives it from the
 * path here, so the rule lives in one place; the editions themselves are listed in
 * ~/editions/editions.
 */
// Relative: react-router.config.ts loads this module (through ~/content/navigation) before the "~" alias exists.
import { DEFAULT_EDITION, EDITIONS, editionOf, type Language } from "../editions/editions";

export type { Language };

export const LANGUAGES: readonly Language[] = EDITIONS.map((edition) => edition.language);

function hasPrefix(pathname: string, prefix: string): boolean {
  return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The language a path belongs to: /es and everything under /es/ is Spanish; the rest is English. */
export function languageOfPath(pathname: string): Language {
  return (EDITIONS.find((edition) => hasPrefix(pathname, edition.prefix)) ?? DEFAULT_EDITION).language;
}

/** The English path of a page, whatever edition the given path is in: "/es/about" → "/about". */
export function englishPath(pathname: string): string {
  const { prefix } = editionOf(languageOfPath(pathname));
  if (prefix === "") return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/** The same page in the given language: localizedPath("/about", "es") → "/es/about". */
export function localizedPath(pathname: string, language: Language): string {
  const english = englishPath(pathname);
  const { prefix } = editionOf(language);
  if (prefix === "") return english;
  return english === "/" ? prefix : `${prefix}${english}`;
}

/** The page's twin in the other edition, for the language switch. */
export function twinPath(pathname: string): { language: Language; path: string } {
  const current = languageOfPath(pathname);
  const { language } = EDITIONS.find((edition) => edition.language !== current) ?? DEFAULT_EDITION;
  return { language, path: localizedPath(pathname, language) };
}
