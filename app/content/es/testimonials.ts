/**
 * Translation awaiting the firm's review.
 * The quotes are translated, and their sources by role; the sample flags are the English list's
 * (a test holds them equal). Terms to confirm: "juez magistrado federal" (Federal Magistrate
 * Judge) and "fiscal de distrito" (District Attorney); the attorney is referred to in the
 * masculine. When the firm publishes real quotes, a translated quote should say it is a
 * translation, with the quoted person's permission for it.
 */
import type { Testimonial } from "~/content/testimonials";

export type { Testimonial } from "~/content/testimonials";

export const testimonials = [
  {
    name: "Juez magistrado federal",
    sample: true,
    review:
      "La preparación del abogado y su honestidad ante la corte fueron ejemplares. Presentó el caso con precisión y con un respeto constante por el proceso.",
  },
  {
    name: "Juez de una corte estatal",
    sample: true,
    review:
      "Uno de los abogados más minuciosos e íntegros que se han presentado en esta sala. Cada argumento se apoyó en el expediente y en la ley.",
  },
  {
    name: "North Bay Ledger",
    sample: true,
    review:
      "Un abogado tenaz que ha hecho de la rendición de cuentas de la policía en el norte de California la obra de su vida, cliente por cliente.",
  },
  {
    name: "Fiscal de distrito",
    sample: true,
    review:
      "Un adversario temible, que lucha con empeño por cada cliente y nunca pierde de vista los hechos ni las reglas.",
  },
] satisfies Testimonial[];
