import { practiceAreaLinks, type PracticeAreaSlug } from "~/content/navigation";

/**
 * An edition's practice pages by slug, in the order of the navigation, from the modules of its
 * pages/ folder (one page each, checked against PracticeAreaPageContent where it is written).
 * A slug without its page stops the build.
 */
export function pagesBySlug<Page extends { slug: string }>(
  modules: Record<string, Record<string, unknown>>,
): Record<PracticeAreaSlug, Page> {
  const pages = Object.values(modules)
    .flatMap((module) => Object.values(module))
    .filter((value): value is Page => typeof value === "object" && value !== null && "slug" in value);
  return Object.fromEntries(
    practiceAreaLinks.map(({ slug }) => {
      const page = pages.find((candidate) => candidate.slug === slug);
      if (!page) throw new Error(`no practice page for "${slug}"`);
      return [slug, page];
    }),
  ) as Record<PracticeAreaSlug, Page>;
}
