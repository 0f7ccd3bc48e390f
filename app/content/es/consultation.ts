/** Translation awaiting the firm's review. */
import type * as en from "~/content/consultation";
import type { Translation } from "~/content/translation";
import { messageConfidentiality } from "./shared";

export const consultationCopy = {
  meta: {
    title: "Solicite una consulta gratuita",
    description:
      "Solicite una evaluación gratuita y confidencial de su caso a un abogado de derechos civiles en el Norte de California. Por lo general respondemos en un plazo de 24 horas.",
  },
  hero: {
    eyebrow: "Evaluación gratuita del caso",
    title: "Solicite su consulta gratuita",
    lead: "Cuéntenos con sus propias palabras lo que pasó. La oficina del abogado revisa cada solicitud de forma confidencial y por lo general responde en un plazo de 24 horas.",
    phoneLabel: "Llámenos",
    emailLabel: "Escríbanos",
  },
  nextSteps: {
    title: "¿Qué pasa después?",
    steps: [
      {
        title: "Revisamos su solicitud",
        body: `La oficina del abogado lee con cuidado y de forma confidencial lo que usted envió. ${messageConfidentiality}`,
      },
      {
        title: "Nos comunicamos con usted",
        body: "Por lo general en un plazo de 24 horas, por teléfono o correo electrónico, para hacerle algunas preguntas y acordar un horario que le convenga.",
      },
      {
        title: "Su evaluación gratuita del caso",
        body: "Por teléfono, videollamada o en persona. Le explicamos sus opciones con palabras sencillas. No tiene costo ni compromiso.",
      },
    ],
  },
} satisfies Translation<typeof en.consultationCopy>;
