/** Translation awaiting the firm's review: the words around the practice-area content in Spanish.
 * The tagline and the consultation button are the site-wide Spanish texts (`~/content/es/shared`:
 * callToActionCopy.title and consultationAction.label), so every button to /es/consultation reads
 * the same.
 */
import type * as en from "~/content/practice-areas/copy";
import type { Translation } from "~/content/translation";
import { callToActionCopy, consultationAction } from "../shared";

export const TAGLINE = callToActionCopy.title satisfies Translation<typeof en.TAGLINE>;

/** The one wording for the buttons that lead to /es/consultation (see the note above). */
const consultationLabel = consultationAction.label;

export const practiceAreasIndexCopy = {
  metaTitle: "Casos que atendemos",
  metaDescription:
    "Abuso policial, fuerza excesiva, arresto ilegal, muerte injusta, lesiones por pistolas Taser y perros policía, registros ilegales y otros casos de derechos civiles.",
  eyebrow: "Derechos civiles y abuso policial",
  heading: "Casos que atendemos",
  listLabel: "Los casos que atendemos",
  intro: `{firm} defiende a las personas lastimadas o perjudicadas por la policía y por quienes dirigen las cárceles y las prisiones. Elija la situación más parecida a la suya para saber qué dice la ley y qué hacer ahora.`,
  cardLinkHint: "Leer más",
  ctaHeading: "¿No sabe en qué tipo de caso encaja lo que le pasó?",
  ctaBody:
    "Cuéntenos lo que pasó. La consulta es gratuita y confidencial, y por lo general puede tenerla en un plazo de 24 horas, por teléfono, videollamada o en persona.",
  callPrefix: "Llame al",
  consultationButton: consultationLabel,
} as const satisfies Translation<typeof en.practiceAreasIndexCopy>;

export const practicePageCopy = {
  backLink: "Volver a la lista de casos",
  eyebrow: "Tipo de caso",
  callPrefix: "Llame al",
  consultationButton: consultationLabel,
  contactButton: "Comuníquese con la oficina",
  contactLink: "O vea todas las formas de comunicarse con la oficina",
  asideHeading: "Hable con un abogado",
  asideBody:
    "Consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona.",
  asideConciergeBody: "Llame o escriba a la oficina para hablar de los servicios personalizados y de lo que cuestan.",
  disclaimer:
    "Esta página ofrece información general sobre la ley, no asesoría legal para su situación. Cada caso depende de sus propios hechos, y ningún abogado puede prometer un resultado determinado.",
  breadcrumbHome: "Inicio",
  breadcrumbIndex: "Casos que atendemos",
} as const satisfies Translation<typeof en.practicePageCopy>;
