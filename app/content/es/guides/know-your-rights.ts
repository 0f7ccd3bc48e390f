/**
 * Translation awaiting the firm's review.
 * The guide at /es/know-your-rights, in usted. Terms to confirm: “agente” for a police officer;
 * the sentence to say when stopped (“Quiero guardar silencio. Quiero hablar con un abogado.”).
 */
import type * as en from "~/content/guides/know-your-rights";
import type { Translation } from "~/content/translation";

export const knowYourRightsGuide = {
  meta: {
    title: "Conozca sus derechos ante la policía en California",
    description:
      "Sus derechos cuando la policía lo para: grabar a los agentes, qué decir y qué no decir, registros de su persona, su carro y su casa, y qué hacer si lo arrestan.",
  },
  hero: {
    eyebrow: "Guía · Sus derechos",
    title: "Conozca sus derechos",
    lead: "Mantenga la calma, deje las manos a la vista y no corra ni se resista, aunque crea que no tenían motivo para pararlo. Puede reclamar después. Esto es lo que dice la ley.",
  },
  sections: [
    {
      heading: "Puede grabar a la policía",
      blocks: `Usted tiene derecho a grabar a los agentes mientras trabajan en público. Grabar a un agente en un lugar público no es, por sí solo, un delito ni una razón para arrestarlo (Código Penal, sección 148(g)).

- Quédese a distancia y no estorbe.
- Diga en voz alta que está grabando, si puede hacerlo sin peligro.
- Si un agente le dice que se mueva, puede moverse y seguir grabando.
- Los agentes no pueden borrar su video. Por lo general necesitan una orden judicial para revisar su teléfono.`,
    },
    {
      heading: "Si lo para la policía",
      blocks: `Usted tiene derecho a guardar silencio. Puede decir: “Quiero guardar silencio. Quiero hablar con un abogado.”

- Si va manejando, muestre su licencia, la tarjeta de registro del carro y el comprobante de seguro cuando se lo pidan.
- No tiene que contestar preguntas sobre adónde va, dónde estuvo ni su situación migratoria.
- Pregunte: “¿Me puedo ir?” Si el agente dice que sí, váyase con calma.
- No mienta ni dé papeles falsos. Eso es un delito.`,
    },
    {
      heading: "Registros",
      blocks: `La Cuarta Enmienda lo protege de registros que no son razonables. Usted no tiene que aceptar un registro.

- Diga claramente: “No doy mi consentimiento para un registro.” No se resista con el cuerpo.
- Un agente puede palpar su ropa por fuera si cree que usted tiene un arma.
- La policía necesita una orden judicial para registrar su casa, salvo pocas excepciones. Si los agentes tienen una, pida verla. Puede hablar con ellos a través de la puerta, sin abrirla.
- Si de todos modos hacen un registro, recuerde qué revisaron y quién lo hizo.`,
    },
    {
      heading: "Si lo arrestan",
      blocks: `- No se resista, aunque crea que el arresto es injusto.
- Diga: “Quiero guardar silencio. Quiero hablar con un abogado.” Después, no diga nada más.
- No firme nada ni dé explicaciones hasta hablar con un abogado.
- En California puede hacer por lo menos tres llamadas, a más tardar tres horas después de su arresto: a un abogado, a un agente de fianzas o a un familiar (Código Penal, sección 851.5).
- Las llamadas por el teléfono de la cárcel se graban, menos las llamadas a su abogado. No hable del caso en ellas.
- Si tiene alguna lesión, pida atención médica, y vuelva a pedirla.`,
    },
    {
      heading: "Si violaron sus derechos",
      highlight: true,
      blocks: `- Escriba lo que pasó, y los nombres y números de placa de los agentes.
- Reciba atención médica y guarde los papeles.
- Guarde su video y pida a los testigos los suyos.
- No deje pasar el plazo de seis meses para presentar un reclamo por escrito antes de demandar. [Vea cómo funcionan los plazos](/es/deadlines).
- [Vea los primeros pasos](/es/what-to-do-now).`,
    },
  ],
} satisfies Translation<typeof en.knowYourRightsGuide>;
