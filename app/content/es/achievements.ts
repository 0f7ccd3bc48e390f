/**
 * Translation awaiting the firm's review.
 * Only the labels are translated; the amounts are the English list's, written the same way
 * ("$1.6M"; a test holds them equal). The list is written out rather than built from the English
 * one, so no English text rides in a Spanish page's JavaScript. Terms to confirm: "acuerdo" for a
 * settlement, and whether the Spanish pages should write the amounts "$1.6 millones" instead.
 */
import type { Achievement } from "~/content/achievements";

export type { Achievement } from "~/content/achievements";

export const achievements = [
  { amount: "$1.6M", label: "Acuerdo para un hombre golpeado durante una parada de tráfico" },
  { amount: "$850,000", label: "Acuerdo para una mujer mordida por un perro policía después de haberse rendido" },
  { amount: "$2M", label: "Acuerdo por un arresto y un enjuiciamiento injustificados" },
  { amount: "$4M", label: "Acuerdo para la familia de un hombre que murió bajo custodia en la cárcel" },
  { amount: "$3.8M", label: "Acuerdo para la familia de un hombre inmovilizado boca abajo hasta que dejó de respirar" },
  { amount: "$1.8M", label: "Acuerdo para un hombre que recibió repetidas descargas de una pistola Taser" },
] satisfies Achievement[];
