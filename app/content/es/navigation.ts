/**
 * Translation awaiting the firm's review.
 * Navigation of the Spanish edition: the same slugs as the English one, under /es. The areas'
 * names are the glossary's (./glossary.ts, areaNames; a test holds them equal): plain names,
 * with the legal term left to each page's opening text. Terms to confirm: "Casos que atendemos"
 * for "Practice Areas", "Sobre el abogado" for "About".
 */
import type * as en from "~/content/navigation";
import type { NavigationItem, PracticeAreaSlug } from "~/content/navigation";
import { localizedPath } from "~/lib/language";

export type { NavigationItem, PracticeAreaSlug };

export const practiceAreaLinks = [
  { slug: "civil-rights", name: "Abuso policial" },
  { slug: "resisting-arrest", name: "Acusación de resistirse al arresto" },
  { slug: "excessive-force", name: "Fuerza excesiva / brutalidad policial" },
  { slug: "custodial-abuse", name: "Abuso en la cárcel o bajo custodia" },
  { slug: "false-arrest", name: "Arresto ilegal o injustificado" },
  { slug: "wrongful-death", name: "Muerte injusta" },
  { slug: "police-dogs", name: "Mordeduras de perros policía" },
  { slug: "positional-asphyxia", name: "Asfixia por sujeción boca abajo" },
  { slug: "malicious-prosecution", name: "Cargos falsos y acusación maliciosa" },
  { slug: "taser-devices", name: "Pistolas Taser" },
  { slug: "illegal-searches", name: "Registros ilegales" },
  { slug: "concierge-legal", name: "Servicios legales personalizados (con costo)" },
] as const satisfies readonly { slug: PracticeAreaSlug; name: string }[];

/** The Spanish page of a practice area: /es/practice-areas/<the English slug>. */
export function practiceAreaHref(slug: PracticeAreaSlug): string {
  return localizedPath(`/practice-areas/${slug}`, "es");
}

export const practiceAreaNavigation: NavigationItem[] = practiceAreaLinks.map(({ slug, name }) => ({
  name,
  href: practiceAreaHref(slug),
}));

export const mainNavigation = {
  home: { name: "Inicio", href: "/es" },
  about: { name: "Sobre el abogado", href: "/es/about" },
  practiceAreas: { name: "Casos que atendemos", href: "/es/practice-areas" },
  contact: { name: "Contacto", href: "/es/contact" },
} satisfies Record<keyof typeof en.mainNavigation, NavigationItem>;

export const guideNavigationTitle: string = "Guías";

export const guideNavigation: NavigationItem[] = [
  { name: "Qué hacer ahora", href: "/es/what-to-do-now" },
  { name: "Plazos", href: "/es/deadlines" },
  { name: "Conozca sus derechos", href: "/es/know-your-rights" },
  { name: "Preguntas frecuentes", href: "/es/questions" },
];

export const helpNavigation = {
  consultation: { name: "Consulta gratuita", href: "/es/consultation" },
  news: { name: "En las noticias", href: "/es/headlines" },
} satisfies Record<keyof typeof en.helpNavigation, NavigationItem>;

/** The footer's short list: the same five areas as in English, by the same names as the menu. */
const footerAreas: readonly PracticeAreaSlug[] = [
  "civil-rights",
  "resisting-arrest",
  "excessive-force",
  "false-arrest",
  "wrongful-death",
];

export const footerPracticeNavigation: NavigationItem[] = [
  ...practiceAreaLinks
    .filter(({ slug }) => footerAreas.includes(slug))
    .map(({ slug, name }) => ({ name, href: practiceAreaHref(slug) })),
  { name: "Ver todos los casos", href: "/es/practice-areas" },
];
