/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "honorarios de contingencia" / "no paga honorarios de abogado a menos que
 * ganemos" (rule 7.1 fee wording); the results disclaimer; "Tiene una sola oportunidad. Aprovéchela al
 * máximo." for the firm's motto "You've got one shot. Make it your best."
 */
import { firm } from "~/content/firm";
import type * as en from "~/content/shared";
import type { Translation } from "~/content/translation";

export type { MaybeSample } from "~/content/shared";

export const consultationAction = {
  label: "Solicitar una evaluación del caso",
  href: "/es/consultation",
} satisfies Translation<typeof en.consultationAction>;

export const emergencyNotice = "Si está en peligro o necesita atención médica, llame al 911." satisfies Translation<
  typeof en.emergencyNotice
>;

export const officeHoursLabel = "Horario de oficina:" satisfies Translation<typeof en.officeHoursLabel>;

export const messageConfidentiality =
  `Lo que usted envíe llega solamente a la oficina de ${firm.attorney.name}. Nuestro proveedor de correo lo transporta hasta allí y no puede usarlo para ningún otro fin; nadie más lo recibe.` satisfies Translation<
    typeof en.messageConfidentiality
  >;

export const callToActionCopy = {
  title: "Tiene una sola oportunidad. Aprovéchela al máximo.",
  body: "Las pruebas se pierden y los plazos son cortos: un reclamo contra una ciudad o un condado de California por lo general debe presentarse dentro de seis meses. Hable hoy con un abogado, gratis y de forma confidencial.",
  callLabel: "Llame al",
  scheduleLabel: consultationAction.label,
} satisfies Translation<typeof en.callToActionCopy>;

export const resultsDisclaimer =
  "Los resultados dependen de los hechos de cada caso. Los resultados y testimonios anteriores no garantizan ni predicen un resultado similar en ningún otro asunto." satisfies Translation<
    typeof en.resultsDisclaimer
  >;

export const feeTerms =
  "Usted no paga honorarios de abogado a menos que ganemos. Los costos del caso, como las tarifas de presentación y de peritos, son aparte de los honorarios. Si no se obtiene ninguna compensación: [To be confirmed by the firm: si usted debe esos costos o los asume la oficina]. Su contrato de honorarios por escrito lo explica antes de comenzar cualquier trabajo." satisfies Translation<
    typeof en.feeTerms
  >;

export const newTabHint = "(se abre en una pestaña nueva)" satisfies Translation<typeof en.newTabHint>;

/** The firm's facts that are words, in Spanish; names, numbers and addresses stay in ~/content/firm. */
export const firmText = {
  subtitle: "despacho de abogados de derechos civiles",
  attorneyTitle: "Abogado",
  tagline:
    "Representación legal excepcional para personas comunes que enfrentan situaciones extraordinarias, en todo el Norte de California.",
  hours: "De lunes a viernes, de 9:00 a. m. a 5:00 p. m.", // sample: the firm's real hours
  afterHours:
    "Fuera del horario de oficina, deje un mensaje de voz o escríbanos por este sitio; la oficina responde cuando vuelve a abrir.",
  availability:
    "Evaluaciones de caso gratuitas, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona.",
  areaServed: "el norte de California",
  homeTitle: "Abogado de derechos civiles en el norte de California",
  socialImageAlt: `${firm.name}: despacho de abogados de derechos civiles en el norte de California`,
} satisfies Translation<typeof en.firmText>;
