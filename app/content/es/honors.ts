/**
 * Translation awaiting the firm's review.
 * The honors keep their English names (proper names of awards and of the bodies that give them),
 * with a Spanish gloss in parentheses; the firm confirms each gloss when it replaces the samples
 * with its real honors. Icons, years and sample flags are the English list's (a test holds them
 * equal): the list is written out rather than built from the English one, so no English text
 * rides in a Spanish page's JavaScript.
 */
import type { Honor } from "~/content/honors";

export type { Honor, HonorIcon } from "~/content/honors";

export const honors = [
  {
    icon: "trophy",
    title:
      "Civil Rights Advocate of the Year (Defensor de los Derechos Civiles del Año), North Bay Trial Lawyers Forum",
    year: 2025,
    sample: true,
  },
  {
    icon: "star",
    title:
      "Top 100 Trial Lawyers in Northern California (los 100 mejores abogados litigantes del norte de California), Golden State Advocates Council",
    year: 2023,
    sample: true,
  },
  {
    icon: "shield",
    title:
      "Excellence in Police Accountability Litigation (Excelencia en litigios por la rendición de cuentas de la policía), Redwood Civil Liberties Society",
    year: 2021,
    sample: true,
  },
  {
    icon: "scale",
    title: "Champion of Justice Award (Premio Campeón de la Justicia), Northern California Trial Advocates",
    year: 2019,
    sample: true,
  },
  {
    icon: "medal",
    title: "Lawyer of the Year for Civil Rights (Abogado del Año en Derechos Civiles), Sonoma Valley Legal Press",
    year: 2017,
    sample: true,
  },
  {
    icon: "award",
    title:
      "Distinguished Pro Bono Service Award (Premio al Servicio Pro Bono Distinguido), Coastal Counties Bar Foundation",
    year: 2015,
    sample: true,
  },
] satisfies Honor[];
