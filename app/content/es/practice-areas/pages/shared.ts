/** Translation awaiting the firm's review: sentences that several Spanish practice pages share.
 * Each page's first mention of "reclamo ante el gobierno" (government claim) and of "honorarios
 * de contingencia" says in one line what it is (the glossary's test checks it): claimDeadline and
 * contingencyFee do so wherever they come first.
 */
import type * as en from "~/content/practice-areas/pages/shared";
import type { PracticeAreaPageContent } from "~/content/practice-areas/types";
import type { Translation } from "~/content/translation";

/**
 * A Spanish practice page: every text of its English twin, and nothing else (Translation), with
 * the same slug and call to action as the English page (Pick keeps those literal, so a page
 * cannot drift to another slug or lead to another form).
 */
export type PracticePageTranslation<T extends PracticeAreaPageContent> = Translation<T> &
  Pick<T, "slug" | "primaryCta">;

export const freeEvaluation =
  "Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona." satisfies Translation<
    typeof en.freeEvaluation
  >;

export const contingencyFee =
  "La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso." satisfies Translation<
    typeof en.contingencyFee
  >;

export const practiceSince =
  `{attorney} representa a personas en el norte de California desde {since}.` satisfies Translation<
    typeof en.practiceSince
  >;

export const claimDeadline =
  "Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2)." satisfies Translation<
    typeof en.claimDeadline
  >;

export const litigationClosing = {
  heading: "Cuéntenos lo que pasó",
  body: "Cada caso depende de sus propios hechos, y ningún abogado puede prometer un resultado. Una conversación gratuita y confidencial le ayudará a entender en qué situación se encuentra y cuáles son sus opciones.",
} as const satisfies Translation<typeof en.litigationClosing>;
