/**
 * Translation awaiting the firm's review.
 * Navigation of the Spanish edition: the same slugs as the English one, under /es.
 * Terms to confirm: "Mala conducta policial", "Resistencia a la autoridad", "Abuso bajo custodia",
 * "Asfixia posicional", "Pistolas Taser y dispositivos de control electrónico", "Servicios legales personalizados" (Concierge).
 */
import type * as en from "~/content/navigation";
import type { NavigationItem, PracticeAreaSlug } from "~/content/navigation";
import { localizedPath } from "~/lib/language";

export type { NavigationItem, PracticeAreaSlug };

export const practiceAreaLinks = [
  { slug: "civil-rights", name: "Mala conducta policial" },
  { slug: "resisting-arrest", name: "Resistencia a la autoridad" },
  { slug: "excessive-force", name: "Fuerza excesiva / brutalidad policial" },
  { slug: "custodial-abuse", name: "Abuso bajo custodia" },
  { slug: "false-arrest", name: "Arresto falso" },
  { slug: "wrongful-death", name: "Muerte por negligencia" },
  { slug: "police-dogs", name: "Mordeduras de perros policía" },
  { slug: "positional-asphyxia", name: "Asfixia posicional" },
  { slug: "malicious-prosecution", name: "Enjuiciamiento malicioso" },
  { slug: "taser-devices", name: "Pistolas Taser / dispositivos de control electrónico" },
  { slug: "illegal-searches", name: "Registros ilegales" },
  { slug: "concierge-legal", name: "Servicios legales personalizados" },
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
  about: { name: "Acerca de", href: "/es/about" },
  practiceAreas: { name: "Áreas de práctica", href: "/es/practice-areas" },
  contact: { name: "Contacto", href: "/es/contact" },
} satisfies Record<keyof typeof en.mainNavigation, NavigationItem>;

export const footerPracticeNavigation: NavigationItem[] = [
  { name: "Mala conducta policial", href: practiceAreaHref("civil-rights") },
  { name: "Resistencia a la autoridad", href: practiceAreaHref("resisting-arrest") },
  { name: "Fuerza excesiva", href: practiceAreaHref("excessive-force") },
  { name: "Arresto falso", href: practiceAreaHref("false-arrest") },
  { name: "Muerte por negligencia", href: practiceAreaHref("wrongful-death") },
  { name: "Ver todas", href: "/es/practice-areas" },
];
