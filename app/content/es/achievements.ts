/**
 * Translation awaiting the firm's review.
 * The amounts are the English list's, written as a Spanish reader reads them: "$1.6 millones" for
 * "$1.6M" (a test holds the sums equal). Kinds, years and sample flags are the English list's. The
 * list is written out rather than built from the English one, so no English text rides in a
 * Spanish page's JavaScript. Each card names its kind above the label ("Acuerdo económico", as
 * every settlement on the site is named): without it a result reads like a verdict or money the
 * client received. Terms to confirm: "acuerdo económico" for a settlement ("acuerdo" alone also
 * means a plea deal or a contract); "corte federal de distrito" for a U.S. District Court.
 */
import type { Achievement, ResultKind } from "~/content/achievements";

export type { Achievement, ResultKind } from "~/content/achievements";

export const resultKinds = {
  settlement: "Acuerdo económico",
  verdict: "Veredicto",
} as const satisfies Record<ResultKind, string>;

export const achievements = [
  {
    amount: "$1.6 millones",
    kind: "settlement",
    year: 2023,
    county: "Condado de Del Oro",
    label: "Para un hombre golpeado cuando lo pararon mientras manejaba",
    sample: true,
  },
  {
    amount: "$850,000",
    kind: "settlement",
    year: 2023,
    county: "Condado de Cedar Hollow",
    label: "Para una mujer mordida por un perro policía después de haberse entregado",
    sample: true,
  },
  {
    amount: "$2 millones",
    kind: "settlement",
    year: 2023,
    county: "Corte federal de distrito, San Francisco",
    label: "Por un arresto y una acusación injustificados",
    sample: true,
  },
  {
    amount: "$4 millones",
    kind: "settlement",
    year: 2024,
    county: "Condado de Del Oro",
    label: "Para la familia de un hombre que murió bajo custodia en la cárcel",
    sample: true,
  },
  {
    amount: "$3.8 millones",
    kind: "settlement",
    year: 2024,
    county: "Corte federal de distrito, Sacramento",
    label: "Para la familia de un hombre sometido boca abajo hasta que dejó de respirar",
    sample: true,
  },
  {
    amount: "$1.8 millones",
    kind: "settlement",
    year: 2024,
    county: "Condado de Cedar Hollow",
    label: "Para un hombre que recibió repetidas descargas de una pistola Taser",
    sample: true,
  },
] satisfies Achievement[];
