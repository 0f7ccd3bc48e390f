/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "Que se haga justicia" for the spec's heading "Let Justice Be Done";
 * "Resultados para nuestros clientes" for "Record-Breaking Achievements" (a record cannot be
 * shown, so the Spanish claims none); "Nuestra trayectoria" for "Proven Track Record" (not "comprobada": nothing proves a record).
 */
import type * as en from "~/content/home";
import type { Translation } from "~/content/translation";
import { consultationAction } from "./shared";

export const homeCopy = {
  meta: {
    title: "Abogado de abuso policial y derechos civiles",
    description: `¿Lo lastimó, arrestó o maltrató la policía? {firm} representa a víctimas de abuso policial en todo el norte de California. Consulta gratuita y confidencial, por lo general en un plazo de 24 horas.`,
  },
  hero: {
    eyebrow: "Abogado de derechos civiles · norte de California",
    title: "Que se haga justicia",
    lead: "Si la policía lo lastimó, lo arrestó o lo maltrató a usted o a un ser querido, usted tiene derechos. Hable con un abogado de derechos civiles, gratis y de forma confidencial, por lo general en un plazo de 24 horas.",
    callLabel: "Llame al",
    scheduleLabel: consultationAction.label,
    assurances: [
      "Consulta gratuita y confidencial",
      `Al servicio de nuestros clientes desde {since}`,
      "Por teléfono, videollamada o en persona",
    ],
  },
  practice: {
    eyebrow: "Cómo podemos ayudarle",
    title: "Casos que atendemos",
    intro:
      "El abuso policial tiene muchas formas. Le haya pasado lo que le haya pasado, merece contárselo a un abogado que se enfoca en estos casos.",
    viewAll: "Ver todos los casos que atendemos",
  },
  testimonials: {
    eyebrow: "Testimonios",
    title: "Respetado por jueces, colegas y la prensa",
    intro:
      "Estos son testimonios: lo que jueces, abogados y periodistas han dicho sobre el trabajo del abogado. Son sus opiniones, no una promesa sobre su caso.",
  },
  achievements: {
    eyebrow: "Resultados anteriores",
    title: "Resultados para nuestros clientes",
    intro:
      "Acuerdos económicos logrados para nuestros clientes en demandas contra departamentos de policía y del sheriff.",
  },
  news: {
    eyebrow: "Prensa",
    title: "En las noticias",
    intro: "Casos y comentarios publicados en periódicos y revistas jurídicas.",
    moreLink: "Más noticias",
  },
  honors: {
    eyebrow: "Reconocimientos",
    title: "Nuestra trayectoria",
    intro:
      "Reconocimientos de 2015 a 2025 por el trabajo en favor de personas lastimadas o perjudicadas por la policía. Cada uno lleva el nombre en inglés que le da la organización que lo otorga.",
  },
} satisfies Translation<typeof en.homeCopy>;
