/** Translation awaiting the firm's review. The page's one name for it all: "consulta gratuita" (./glossary.ts). */
import type * as en from "~/content/consultation";
import type { Translation } from "~/content/translation";

export const consultationCopy = {
  meta: {
    title: "Pida su consulta gratuita",
    description:
      "Pida una consulta gratuita y confidencial con un abogado de derechos civiles en el norte de California. Por lo general respondemos en un plazo de 24 horas.",
  },
  hero: {
    eyebrow: "Consulta gratuita",
    title: "Pida su consulta gratuita",
    lead: "Cuéntenos con sus propias palabras lo que pasó. La oficina del abogado revisa cada solicitud de forma confidencial y por lo general le responde en un plazo de 24 horas.",
    phoneLabel: "Llámenos",
    emailLabel: "Escríbanos",
  },
  nextSteps: {
    title: "¿Qué pasa después?",
    steps: [
      {
        title: "Revisamos su solicitud",
        body: `La oficina del abogado lee con cuidado y de forma confidencial lo que usted nos envió. {confidentiality}`,
      },
      {
        title: "Nos comunicamos con usted",
        body: "Por lo general en un plazo de 24 horas, por teléfono o correo electrónico, para hacerle algunas preguntas y acordar un horario que le convenga.",
      },
      {
        title: "Su consulta gratuita",
        body: "Por teléfono, videollamada o en persona. Le explicamos sus opciones con palabras sencillas. La consulta no le cuesta nada ni le compromete a nada.",
      },
    ],
  },
} satisfies Translation<typeof en.consultationCopy>;
