/** The `meta` every guide's route exports: its search result, its place in the site, its structured data. */
import type { EditionWords } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { breadcrumbJsonLd, seo } from "~/lib/seo";

export function guideMeta(
  words: EditionWords,
  {
    path,
    meta,
    title,
    structuredData = [],
  }: {
    path: string;
    meta: { title: string; description: string };
    title: string;
    structuredData?: Record<string, unknown>[];
  },
) {
  const { site, language, read } = words;
  const { guideFrameCopy } = read("guides/copy");
  const localized = localizedPath(path, language);
  return seo({
    site,
    ...meta,
    path: localized,
    structuredData: [
      breadcrumbJsonLd([
        { name: guideFrameCopy.breadcrumbHome, path: localizedPath("/", language) },
        { name: title, path: localized },
      ]),
      ...structuredData,
    ],
  });
}
