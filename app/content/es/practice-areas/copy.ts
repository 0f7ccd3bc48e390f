/** Translation awaiting the firm's review: the words around the practice-area content in Spanish.
 * The tagline and the consultation button use the same words as the site-wide Spanish texts
 * (`~/content/es/shared`: callToActionCopy.title and consultationAction.label); once both are
 * merged, this file can import them instead of repeating them.
 */
import { firm } from "~/content/firm";
import type * as en from "~/content/practice-areas/copy";
import type { Translation } from "~/content/translation";

export const TAGLINE = "Tiene una sola oportunidad. Aprovéchela al máximo." satisfies Translation<typeof en.TAGLINE>;

/** The one wording for the buttons that lead to /es/consultation (see the note above). */
const consultationLabel = "Solicitar una evaluación del caso";

export const practiceAreasIndexCopy = {
  metaTitle: "Áreas de práctica",
  metaDescription:
    "Mala conducta policial, fuerza excesiva, arresto falso, muerte injusta, lesiones por Taser y perros policía, registros ilegales y otros casos de derechos civiles.",
  eyebrow: "Derechos civiles y mala conducta policial",
  heading: "Áreas de práctica",
  listLabel: "Las áreas de práctica",
  intro: `${firm.name} defiende a las personas perjudicadas por la policía y por quienes dirigen las cárceles y las prisiones. Elija la situación más parecida a la suya para saber qué dice la ley y qué hacer ahora.`,
  cardLinkHint: "Leer más",
  ctaHeading: "¿No sabe en qué área encaja su caso?",
  ctaBody:
    "Cuéntenos lo que pasó. Las evaluaciones del caso, gratuitas y confidenciales, suelen estar disponibles en un plazo de 24 horas, por teléfono, videollamada o en persona.",
  callPrefix: "Llame al",
  consultationButton: consultationLabel,
} as const satisfies Translation<typeof en.practiceAreasIndexCopy>;

export const practicePageCopy = {
  backLink: "Volver a Áreas de práctica",
  eyebrow: "Área de práctica",
  callPrefix: "Llame al",
  consultationButton: consultationLabel,
  contactButton: "Contactar a la oficina",
  contactLink: "O vea todas las formas de comunicarse con la oficina",
  asideHeading: "Hable con un abogado",
  asideBody:
    "Evaluaciones del caso gratuitas y confidenciales, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona.",
  asideConciergeBody: "Llame o escriba a la oficina para hablar de los servicios personalizados y sus honorarios.",
  disclaimer:
    "Esta página ofrece información general sobre la ley, no asesoría legal para su situación. Cada caso depende de sus propios hechos, y ningún abogado puede prometer un resultado determinado.",
  breadcrumbHome: "Inicio",
  breadcrumbIndex: "Áreas de práctica",
} as const satisfies Translation<typeof en.practicePageCopy>;
