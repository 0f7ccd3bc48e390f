/**
 * The site's two editions: English at the root, Spanish under /es with the same path after the
 * prefix. Everything that must know a page's language (links, alternates, the sitemap, the
 * server's 404) derives it from the path here, so the rule lives in one place.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const SPANISH_PREFIX = "/es";

/** og:locale and friends. */
export const LOCALES: Record<Language, string> = { en: "en_US", es: "es_US" };

/** The language a path belongs to: /es and everything under /es/ is Spanish. */
export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The English path of a page, whatever edition the given path is in: "/es/about" → "/about". */
export function englishPath(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(SPANISH_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/** The same page in the given language: localizedPath("/about", "es") → "/es/about". */
export function localizedPath(pathname: string, language: Language): string {
  const english = englishPath(pathname);
  if (language === "en") return english;
  return english === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${english}`;
}

/** The page's twin in the other edition. */
export function twinPath(pathname: string): { language: Language; path: string } {
  const language: Language = languageOfPath(pathname) === "es" ? "en" : "es";
  return { language, path: localizedPath(pathname, language) };
}
