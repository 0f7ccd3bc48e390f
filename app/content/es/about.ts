/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "Abogado" for "Attorney at Law" and "Sobre el abogado" (Spanish must give the
 * attorney a gender; the masculine is used until the firm says otherwise); "veterano de los
 * Marines" and "Cuerpo de Marines" for the Marine Corps; "Decisiones publicadas de las cortes"
 * for "Published Opinions"; "acuerdo económico" for a settlement; "Resultados para nuestros
 * clientes" for "Record-Breaking Achievements" (a record cannot be shown, so the Spanish claims none).
 */
import type * as en from "~/content/about";
import type { Translation } from "~/content/translation";

export const aboutCopy = {
  meta: {
    title: `Sobre {attorney}`,
    description: `{attorney} creció en Wyoming, sirvió diez años en el Cuerpo de Marines de los Estados Unidos y representa a víctimas de abuso policial en {area} desde {since}.`,
  },
  hero: {
    eyebrow: "Sobre el abogado",
    title: "{attorney}",
    role: `{attorney title} · {firm}`,
    tagline: "Veterano de los Marines que defiende a las personas lastimadas por quienes juraron protegerlas.",
  },
  biography: {
    title: "De Wyoming a la corte",
    paragraphs: `{attorney} creció en Wyoming, en un pueblo pequeño donde la gente decía lo que pensaba y se cuidaba entre sí. Ese sentido sencillo de lo que es justo ha marcado todo lo que vino después.

Antes de dedicarse al derecho, {attorney} sirvió diez años en el Cuerpo de Marines de los Estados Unidos. Los Marines le enseñaron disciplina, preparación y responsabilidad por las personas que tiene a su lado, además de una comprensión clara de lo que significa tener autoridad sobre otros y de cómo debe usarse esa autoridad.

Después de los Marines vinieron la facultad de derecho y una carrera dedicada a los derechos civiles: representar a personas que fueron golpeadas, arrestadas sin motivo o maltratadas bajo custodia, y a familias que perdieron a un ser querido a manos de la policía. La oficina atiende a clientes en todo {area} desde {since}.

Cada caso comienza por escuchar. Los clientes llegan con miedo, lastimados y, muchas veces, sin que nadie les crea; merecen un abogado que se tome el tiempo de entender lo que pasó, que explique la ley con palabras sencillas y que prepare cada caso como si fuera a llegar a juicio.`,
  },
  admissions: {
    title: "Dónde puede ejercer como abogado",
    courts: [
      "Todas las cortes estatales de California",
      "Todas las cortes federales de California",
      "La Corte Suprema de Vermont (Vermont Supreme Court)",
      "La Corte Suprema de los Estados Unidos",
    ],
  },
  opinions: {
    eyebrow: "Apelaciones",
    title: "Decisiones publicadas de las cortes",
    intro:
      "Casos en los que las cortes emitieron una decisión por escrito, publicada en las colecciones oficiales de jurisprudencia o recogida en otras recopilaciones.",
  },
  achievements: {
    eyebrow: "Resultados anteriores",
    title: "Resultados para nuestros clientes",
    intro:
      "Acuerdos económicos con los que los departamentos de policía y del sheriff respondieron por lo que hicieron sus agentes.",
  },
  honors: {
    eyebrow: "Reconocimientos",
    title: "Nuestra trayectoria",
    intro:
      "Reconocimientos de 2015 a 2025 por el trabajo en favor de personas lastimadas o perjudicadas por la policía. Cada uno lleva el nombre en inglés que le da la organización que lo otorga.",
  },
} satisfies Translation<typeof en.aboutCopy>;
