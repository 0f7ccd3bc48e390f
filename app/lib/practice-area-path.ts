/**
 * The path of a practice page, in a module of its own with no words in it: Spanish modules link
 * to practice pages too, and importing ~/content/navigation for this would bring its English
 * labels into the Spanish pages' JavaScript.
 */
export function practiceAreaHref(slug: string): string {
  return `/practice-areas/${slug}`;
}
