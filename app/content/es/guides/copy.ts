/**
 * Translation awaiting the firm's review.
 * The words around every Spanish guide. Terms to confirm: “Más guías”.
 */
import type * as en from "~/content/guides/copy";
import type { Translation } from "~/content/translation";
import { consultationAction } from "../shared";

export const guideFrameCopy = {
  breadcrumbHome: "Inicio",
  onThisPage: "En esta página",
  relatedTitle: "Más guías",
  asideTitle: "Hable con un abogado, gratis",
  asideBody:
    "Una primera conversación gratuita y confidencial sobre su caso, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona.",
  callLabel: "Llame al",
  scheduleLabel: consultationAction.label,
  disclaimer:
    "Esta guía ofrece información general sobre la ley de California y la ley federal, no asesoría legal para su situación. Cada caso depende de sus propios hechos. Enviar un mensaje no lo convierte en cliente.",
} satisfies Translation<typeof en.guideFrameCopy>;
