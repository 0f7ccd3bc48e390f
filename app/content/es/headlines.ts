/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "En las noticias" for "In the News"; the "Read Article" link says the articles
 * are in English ("(en inglés)"), which the firm changes for any article it has in Spanish.
 */
import type * as en from "~/content/headlines";
import { practiceAreaHref } from "~/lib/practice-area-path";
import type { Translation } from "~/content/translation";

export const headlinesCopy = {
  meta: {
    title: "En las noticias",
    description: `Noticias sobre los casos de derechos civiles y abuso policial de {firm}: acuerdos económicos, veredictos, apelaciones y comentarios.`,
  },
  hero: {
    eyebrow: "Prensa",
    title: "En las noticias",
    lead: "Acuerdos económicos, veredictos, decisiones de las cortes de apelaciones y comentarios sobre cómo se le exigen cuentas a la policía en el norte de California.",
  },
  readArticle: "Leer el artículo (en inglés)",
  closing: {
    title: "¿Su historia se parece a alguna de estas?",
    body: "Cada caso es diferente, y una conversación honesta es el primer paso. Es gratuita y confidencial.",
    actions: [
      { label: "Comuníquese con nosotros", href: "/es/contact" },
      { label: "Conozca los casos de abuso policial", href: `/es${practiceAreaHref("civil-rights")}` },
    ],
  },
} satisfies Translation<typeof en.headlinesCopy>;
