/** Translation awaiting the firm's review: sentences that several Spanish practice pages share.
 * To confirm: "reclamo gubernamental" for a government claim (Government Claims Act), and
 * "honorarios de contingencia" for a contingency fee.
 */
import { firm } from "~/content/firm";
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
  "Su primera conversación es una evaluación gratuita y confidencial de su caso, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona." satisfies Translation<
    typeof en.freeEvaluation
  >;

export const contingencyFee =
  "La oficina trabaja con honorarios de contingencia: los honorarios son una parte de lo que se recupere. El acuerdo de honorarios, incluida la forma en que se manejan los costos del caso, se le explica por escrito antes de comenzar cualquier trabajo." satisfies Translation<
    typeof en.contingencyFee
  >;

export const practiceSince =
  `${firm.attorney.name} representa a personas en el norte de California desde ${firm.servingSince}.` satisfies Translation<
    typeof en.practiceSince
  >;

export const claimDeadline =
  "Cuidado con el plazo. Un reclamo contra una ciudad, un condado o una agencia estatal de California por lo general debe presentarse ante esa agencia dentro de los seis meses (Código de Gobierno, sección 911.2)." satisfies Translation<
    typeof en.claimDeadline
  >;

export const litigationClosing = {
  heading: "Cuéntenos lo que pasó",
  body: "Cada caso depende de sus propios hechos, y ningún abogado puede prometer un resultado. Una conversación gratuita y confidencial le ayudará a entender en qué situación se encuentra y cuáles son sus opciones.",
} as const satisfies Translation<typeof en.litigationClosing>;
