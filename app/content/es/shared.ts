/**
 * Translation awaiting the firm's review.
 * Terms to confirm (the glossary in ./glossary.ts holds every term the Spanish pages use):
 * "honorarios de contingencia", explained where it first appears; the fee wording "No paga
 * honorarios a menos que obtengamos una compensación" (rule 7.1, comment 3); the results
 * disclaimer; "Tiene una sola oportunidad. Aprovéchela al máximo." for the firm's motto "You've
 * got one shot. Make it your best."; and the lines on who at the office speaks Spanish.
 */
import { firm, type Firm, type SpanishSpeaker, type StaffRole } from "~/content/firm";
import type * as en from "~/content/shared";
import type { Translation } from "~/content/translation";

export type { MaybeSample } from "~/content/shared";

export const consultationAction = {
  label: "Pida su consulta gratuita",
  href: "/es/consultation",
} satisfies Translation<typeof en.consultationAction>;

export const emergencyNotice = "Si está en peligro o necesita atención médica, llame al 911." satisfies Translation<
  typeof en.emergencyNotice
>;

export const officeHoursLabel = "Horario de oficina:" satisfies Translation<typeof en.officeHoursLabel>;

export const messageConfidentiality =
  `Lo que usted nos envíe llega solamente a la oficina de {attorney}. Nuestro servicio de correo electrónico solo lo entrega y tiene prohibido usarlo para cualquier otra cosa. Nadie más lo recibe.` satisfies Translation<
    typeof en.messageConfidentiality
  >;

export const callToActionCopy = {
  title: "Tiene una sola oportunidad. Aprovéchela al máximo.",
  body: "Las pruebas se pierden y los plazos son cortos: antes de demandar a una ciudad o un condado de California, por lo general hay que presentarles un reclamo por escrito dentro de los seis meses después de lo que pasó. Hable hoy con un abogado, gratis y de forma confidencial.",
  callLabel: "Llame al",
  scheduleLabel: consultationAction.label,
} satisfies Translation<typeof en.callToActionCopy>;

export const resultsDisclaimer =
  "Los resultados dependen de los hechos de cada caso. Los resultados y testimonios anteriores no garantizan ni predicen un resultado similar en ningún otro caso." satisfies Translation<
    typeof en.resultsDisclaimer
  >;

/** The card's title says it as plainly: "No paga honorarios a menos que obtengamos una compensación". */
export const feeTerms =
  "Usted no paga honorarios de abogado a menos que obtengamos una compensación para usted. Los costos del caso, como lo que cobra la corte por presentar la demanda y lo que cobran los peritos (expertos), son aparte de los honorarios. Si no se obtiene ninguna compensación, [Pendiente de confirmar por la oficina: usted no paga esos costos / usted debe pagar esos costos]. Su contrato de honorarios lo explica por escrito antes de empezar cualquier trabajo." satisfies Translation<
    typeof en.feeTerms
  >;

export const newTabHint = "(se abre en una pestaña nueva)" satisfies Translation<typeof en.newTabHint>;

/** The firm's facts that are words, in Spanish; names, numbers and addresses stay in ~/content/firm. */
export const firmText = {
  subtitle: "bufete de derechos civiles",
  attorneyTitle: "Abogado",
  tagline:
    "Representación legal para personas comunes y corrientes que enfrentan momentos muy difíciles, en todo el norte de California.",
  hours: "de lunes a viernes, de 9:00 a.m. a 5:00 p.m.", // sample: the firm's real hours
  afterHours:
    "Fuera del horario de oficina, deje un mensaje de voz o escríbanos por este sitio; la oficina le responderá cuando vuelva a abrir.",
  availability: "Consultas gratuitas, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona.",
  areaServed: "el norte de California",
  homeTitle: "Abogado de abuso policial y derechos civiles en el norte de California",
  socialImageAlt: `{firm}: oficina de abogados de derechos civiles en el norte de California`,
} satisfies Translation<typeof en.firmText>;

/**
 * The roles of firm.spanishSpeakers as the Spanish pages name them. Only an attorney's word
 * shows a gender ("abogado", "abogada"); the others read the same for anyone.
 */
export const staffRoles = {
  attorney: "abogado",
  "attorney-woman": "abogada",
  paralegal: "paralegal",
  "legal-assistant": "asistente legal",
  intake: "responsable de los casos nuevos",
  receptionist: "recepcionista",
  "office-manager": "gerente de la oficina",
} satisfies Record<StaffRole, string>;

/** "A, B y C"; with `word` "o con", alternatives: "A, B o con C". */
function listed(items: readonly string[], word = "y"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
}

/** What the Spanish pages must know to say who serves clients in Spanish, and how the consultation is held. */
export type SpanishServiceFacts = Pick<Firm, "spanishSpeakers" | "spanishConsultation" | "attorney">;

const isAttorney = ({ role }: SpanishSpeaker) => role === "attorney" || role === "attorney-woman";

/**
 * Who among them gives no legal advice (whoever is not an attorney), said once: of them all, with
 * `one` or `many` (", que no da…"), or by name when some are attorneys (". Rosa Díaz no da…").
 */
function noLegalAdvice(speakers: readonly SpanishSpeaker[], one: string, many: string): string {
  const others = speakers.filter((speaker) => !isAttorney(speaker));
  if (others.length === 0) return "";
  if (others.length === speakers.length) return others.length === 1 ? one : many;
  return `. ${listed(others.map(({ name }) => name))} no ${others.length === 1 ? "da" : "dan"} asesoría legal`;
}

/**
 * Whether the free consultation with the attorney can be held in Spanish (firm.spanishConsultation),
 * said where the Spanish-service line stands beside "Hable con un abogado", so that it never
 * implies a consultation in Spanish the office cannot hold.
 */
function consultationSentence({ spanishConsultation, attorney }: SpanishServiceFacts): string {
  switch (spanishConsultation) {
    case "in-spanish":
      return `La consulta gratuita con ${attorney.name} puede ser en español.`;
    case "interpreter":
      return `La consulta gratuita con ${attorney.name} es en inglés, con un intérprete que la oficina le proporciona.`;
    case "english-only":
      return `La consulta gratuita con ${attorney.name} es en inglés, sin intérprete.`;
    case "unconfirmed":
      return `Pregunte en qué idioma puede ser la consulta gratuita con ${attorney.name}.`;
  }
}

/**
 * Who at the office serves clients in Spanish (firm.spanishSpeakers), said where a visitor
 * reaches out: a notice (`label` and `text`) on the home and contact pages, in the footer and in
 * the form, which adds `formReply`; a sentence for the widget's greeting; and whether the office
 * answers in Spanish (`answersInSpanish`), for the widget's reply. Each person's role is named,
 * and whoever is not an attorney is said to give no legal advice; the notice then says in which
 * language the consultation with the attorney is held (firm.spanishConsultation). A Spanish page
 * implies Spanish service, so when nobody at the office speaks Spanish the pages say so.
 */
export function spanishService(facts: SpanishServiceFacts = firm): {
  label: string;
  text: string;
  greeting: string;
  formReply?: string;
  answersInSpanish: boolean;
} {
  const speakers = facts.spanishSpeakers;
  const consultation = consultationSentence(facts);
  if (speakers.length === 0) {
    return {
      label: "¿Prefiere hablar en español?",
      text: `Por ahora nadie en la oficina habla español. Puede llamarnos o escribirnos en español, y la oficina le dirá cómo podemos comunicarnos con usted. ${consultation}`,
      greeting:
        "Puede escribirnos en español, pero por ahora nadie en la oficina habla español: la oficina le dirá cómo podemos comunicarnos con usted.",
      answersInSpanish: false,
    };
  }
  // Said the practical way, beside a phone number: whom to ask for (the label says the language).
  const [only] = speakers;
  const one = speakers.length === 1 && only ? `${only.name}, ${staffRoles[only.role]}` : null;
  const people = speakers.map(({ name, role }) => `${name} (${staffRoles[role]})`);
  return {
    label: "Se habla español.",
    text: `Al llamar, pida hablar con ${one ?? listed(people, "o con")}${noLegalAdvice(speakers, ", quien no puede darle asesoría legal", ", quienes no pueden darle asesoría legal")}. ${consultation}`,
    greeting: `Puede escribir en español: en la oficina le ${one ? `atiende ${one}` : `atienden ${listed(people)}`}${noLegalAdvice(speakers, ", quien no puede darle asesoría legal", ", quienes no pueden darle asesoría legal")}.`,
    formReply: "Le responderemos en español, a menos que elija otro idioma arriba.",
    answersInSpanish: true,
  };
}

/** The Spanish pages' notice of who serves clients in Spanish (the chrome's `languageService`). */
export const languageService = spanishService();
