/**
 * Translation awaiting the firm's review.
 * The amounts are the English list's, written as a Spanish reader reads them: "$1.6 millones" for
 * "$1.6M" (a test holds the sums equal). The list is written out rather than built from the
 * English one, so no English text rides in a Spanish page's JavaScript. Every English label
 * begins "Settlement for", and so does every Spanish one ("Acuerdo económico para…"): each card
 * is read alone, and without the word it reads like a verdict or money the client received. Terms to confirm:
 * "acuerdo económico" for a settlement ("acuerdo" alone also means a plea deal or a contract).
 */
import type { Achievement } from "~/content/achievements";

export type { Achievement } from "~/content/achievements";

export const achievements = [
  {
    amount: "$1.6 millones",
    label: "Acuerdo económico para un hombre golpeado por la policía cuando lo pararon mientras manejaba",
  },
  {
    amount: "$850,000",
    label: "Acuerdo económico para una mujer mordida por un perro policía después de haberse entregado",
  },
  { amount: "$2 millones", label: "Acuerdo económico por un arresto y una acusación injustificados" },
  {
    amount: "$4 millones",
    label: "Acuerdo económico para la familia de un hombre que murió bajo custodia en la cárcel",
  },
  {
    amount: "$3.8 millones",
    label: "Acuerdo económico para la familia de un hombre sometido boca abajo hasta que dejó de respirar",
  },
  {
    amount: "$1.8 millones",
    label: "Acuerdo económico para un hombre que recibió repetidas descargas de una pistola Taser",
  },
] satisfies Achievement[];
