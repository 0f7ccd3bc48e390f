/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "Abogado" for "Attorney at Law" and "Sobre el abogado" (Spanish must give the
 * attorney a gender; the masculine is used until the firm says otherwise); "exmarine" and
 * "Cuerpo de Marines" for the Marine Corps; "Decisiones publicadas" for "Published Opinions";
 * "acuerdo" for a settlement.
 */
import type * as en from "~/content/about";
import { firm } from "~/content/firm";
import type { Translation } from "~/content/translation";

const { name } = firm.attorney;
/** firmText.areaServed and firmText.attorneyTitle (./shared), as this page words them. */
const areaServed = "el norte de California";
const attorneyTitle = "Abogado";

export const aboutCopy = {
  meta: {
    title: `Sobre ${name}`,
    description: `${name} creció en Wyoming, sirvió diez años en el Cuerpo de Marines de los Estados Unidos y representa a víctimas de mala conducta policial en ${areaServed} desde ${firm.servingSince}.`,
  },
  hero: {
    eyebrow: "Sobre el abogado",
    title: name,
    role: `${attorneyTitle} · ${firm.name}`,
    tagline: "Exmarine que defiende a las personas dañadas por quienes juraron protegerlas.",
  },
  biography: {
    title: "De Wyoming a los tribunales",
    paragraphs: [
      `${name} creció en Wyoming, en un pueblo pequeño donde la gente decía lo que pensaba y se cuidaba entre sí. Ese sentido sencillo de lo que es justo ha marcado todo lo que vino después.`,
      `Antes de dedicarse al derecho, ${name} sirvió diez años en el Cuerpo de Marines de los Estados Unidos. Los Marines le enseñaron disciplina, preparación y responsabilidad por las personas que tiene a su lado, además de una comprensión clara de lo que significa tener autoridad sobre otros y de cómo debe usarse esa autoridad.`,
      `Después de los Marines vinieron la facultad de derecho y una carrera dedicada a los derechos civiles: representar a personas que fueron golpeadas, arrestadas sin motivo o maltratadas bajo custodia, y a familias que perdieron a un ser querido a manos de la policía. El despacho atiende a clientes en todo ${areaServed} desde ${firm.servingSince}.`,
      "Cada caso comienza por escuchar. Los clientes llegan con miedo, lastimados y, muchas veces, sin que nadie les crea; merecen un abogado que se tome el tiempo de entender lo que pasó, que explique la ley con palabras sencillas y que prepare cada caso como si fuera a llegar a juicio.",
    ],
  },
  admissions: {
    title: "Autorización para ejercer",
    courts: [
      "Todos los tribunales estatales de California",
      "Todos los tribunales federales de California",
      "Vermont Supreme Court (Corte Suprema de Vermont)",
      "Supreme Court of the United States (Corte Suprema de los Estados Unidos)",
    ],
  },
  opinions: {
    eyebrow: "Apelaciones",
    title: "Decisiones publicadas",
    intro:
      "Casos en los que los tribunales emitieron decisiones publicadas o recogidas en los repertorios de jurisprudencia.",
  },
  achievements: {
    eyebrow: "Resultados",
    title: "Logros sin precedentes",
    intro: "Acuerdos que obligaron a las agencias a rendir cuentas por lo que hicieron sus agentes.",
  },
  honors: {
    eyebrow: "Reconocimientos",
    title: "Trayectoria comprobada",
    intro: "Reconocimientos de 2015 a 2025 por el trabajo en defensa de personas dañadas por la policía.",
  },
} satisfies Translation<typeof en.aboutCopy>;
