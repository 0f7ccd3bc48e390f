/**
 * Site navigation and the list of routes. The 12 practice areas appear here in the
 * order of the product spec; their cards and pages live in practice-areas/.
 */
// Relative: react-router.config.ts loads this module before the "~" alias exists.
import { LANGUAGES, localizedPath } from "../lib/language";
import { practiceAreaHref as pathOfPracticeArea } from "../lib/practice-area-path";

export type NavigationItem = { name: string; href: string };

export const practiceAreaLinks = [
  { slug: "civil-rights", name: "Police Misconduct" },
  { slug: "resisting-arrest", name: "Resisting Arrest" },
  { slug: "excessive-force", name: "Excessive Force / Police Brutality" },
  { slug: "custodial-abuse", name: "Custodial Abuse" },
  { slug: "false-arrest", name: "False Arrest" },
  { slug: "wrongful-death", name: "Wrongful Death" },
  { slug: "police-dogs", name: "Police Dogs" },
  { slug: "positional-asphyxia", name: "Positional Asphyxia" },
  { slug: "malicious-prosecution", name: "Malicious Prosecution" },
  { slug: "taser-devices", name: "Taser / Electronic Control Devices" },
  { slug: "illegal-searches", name: "Illegal Searches" },
  { slug: "concierge-legal", name: "Concierge Legal Services" },
] as const;

export type PracticeAreaSlug = (typeof practiceAreaLinks)[number]["slug"];

export function practiceAreaHref(slug: PracticeAreaSlug): string {
  return pathOfPracticeArea(slug);
}

export const practiceAreaNavigation: NavigationItem[] = practiceAreaLinks.map(({ slug, name }) => ({
  name,
  href: practiceAreaHref(slug),
}));

/** Top-level links of the header; the Practice Areas dropdown sits between About and Contact. */
export const mainNavigation = {
  home: { name: "Home", href: "/" },
  about: { name: "About", href: "/about" },
  practiceAreas: { name: "Practice Areas", href: "/practice-areas" },
  contact: { name: "Contact", href: "/contact" },
} satisfies Record<string, NavigationItem>;

/** The guides: one page each of plain words on what to do now, in the menu and the footer. */
export const guideNavigationTitle = "Guides";
export const guideNavigation: NavigationItem[] = [
  { name: "What to do right now", href: "/what-to-do-now" },
  { name: "Deadlines", href: "/deadlines" },
  { name: "Know your rights", href: "/know-your-rights" },
  { name: "Questions people ask", href: "/questions" },
];

/** Where else the menu and the footer lead: the case-evaluation form and the press. */
export const helpNavigation = {
  consultation: { name: "Schedule Case Evaluation", href: "/consultation" },
  news: { name: "In the News", href: "/headlines" },
} satisfies Record<string, NavigationItem>;

/** The short practice list of the footer. */
export const footerPracticeNavigation: NavigationItem[] = [
  { name: "Police Misconduct", href: practiceAreaHref("civil-rights") },
  { name: "Resisting Arrest", href: practiceAreaHref("resisting-arrest") },
  { name: "Excessive Force", href: practiceAreaHref("excessive-force") },
  { name: "False Arrest", href: practiceAreaHref("false-arrest") },
  { name: "Wrongful Death", href: practiceAreaHref("wrongful-death") },
  { name: "View All", href: "/practice-areas" },
];

/** Public pages, listed in the sitemap (English paths; each also has its Spanish twin under /es). */
export const publicPaths = [
  "/",
  "/about",
  "/contact",
  "/consultation",
  ...guideNavigation.map(({ href }) => href),
  "/headlines",
  "/practice-areas",
  ...practiceAreaLinks.map(({ slug }) => practiceAreaHref(slug)),
  "/privacy",
] as const;

/**
 * The internal photo tool, and the page a visitor sends files from (reached only with a
 * request's credential): prerendered, but kept out of the navigation and the sitemap.
 */
export const internalPaths = ["/photo-enhancement", "/send-files"] as const;

/** Every path rendered to static HTML at build time, in both editions. */
export const prerenderedPaths = [...publicPaths, ...internalPaths].flatMap((path) =>
  LANGUAGES.map((language) => localizedPath(path, language)),
);

/** Resource routes written to files at build time, next to the pages. */
export const prerenderedResourcePaths = ["/sitemap.xml", "/robots.txt"] as const;
