/** Translation awaiting the firm's review: the positional asphyxia page in Spanish.
 * To confirm: "asfixia por sujeción boca abajo" as the area's name (it makes the person neither
 * a man nor a woman), then "asfixia posicional" (the term of an autopsy report); "sujeción boca abajo" (prone restraint);
 * "delirio agitado" for "excited delirium" (kept in English in quotation marks as well).
 */
import type * as en from "~/content/practice-areas/pages/positional-asphyxia";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const positionalAsphyxia = {
  slug: "positional-asphyxia",
  metaTitle: "Asfixia por sujeción boca abajo: lesiones y muertes",
  metaDescription:
    "¿Lo sujetaron boca abajo hasta no poder respirar, o perdió a un ser querido así? Qué dice la ley sobre la sujeción boca abajo y qué hacer ahora.",
  lead: "La asfixia posicional ocurre cuando la forma en que se sujeta o se somete a una persona le impide respirar. Sucede con mayor frecuencia cuando los agentes inmovilizan a alguien boca abajo y le presionan la espalda, el cuello o el pecho, o dejan a una persona esposada acostada sobre el estómago. Puede matar en cuestión de minutos, y se puede evitar.",
  quote: {
    text: "Ningún Estado privará a persona alguna de la vida, la libertad o la propiedad sin el debido proceso legal.",
    source: "Decimocuarta Enmienda de la Constitución de los Estados Unidos",
  },
  sections: [
    {
      heading: "Cómo sucede",
      blocks: `Una persona acostada boca abajo con peso sobre la espalda no puede expandir por completo el pecho. El agotamiento después de un forcejeo, las drogas o el alcohol, las enfermedades del corazón, la obesidad y una crisis de salud mental aumentan el riesgo. El peligro es mayor cuando le atan las manos y los pies juntos detrás de la espalda, o cuando los agentes siguen arrodillados sobre la persona después de esposarla.

Una persona que dice “no puedo respirar” quizá todavía pueda hablar. Poder hablar no significa que esté recibiendo suficiente aire, y los agentes deberían saberlo.`,
    },
    {
      heading: "Qué dice la ley",
      blocks: `La fuerza usada para sujetar a una persona se juzga según la Cuarta Enmienda: la pregunta es si fue objetivamente razonable, es decir, si la fuerza era razonable desde el punto de vista de un agente razonable que estuviera en esa misma situación (Graham v. Connor, 1989). El Noveno Circuito ha resuelto que los agentes que se arrodillan sobre la espalda y el cuello de una persona esposada, acostada boca abajo y que no se resiste, pueden ser responsables por fuerza excesiva, y que, cuando ocurrieron los hechos, la ley ya dejaba claro a cualquier agente que esa fuerza violaba la Constitución (Drummond v. City of Anaheim, 2003). Para las personas detenidas en la cárcel antes del juicio, la Decimocuarta Enmienda las protege contra la fuerza objetivamente irrazonable (Kingsley v. Hendrickson, 2015).

California ha ido más allá. Las agencias del orden no pueden autorizar las sujeciones de la carótida ni las llaves de estrangulamiento, ni técnicas o métodos de traslado que impliquen un riesgo considerable de asfixia posicional (Código de Gobierno, sección 7286.5).

Los agentes también tienen el deber de conseguir ayuda médica para una persona que han lesionado o sujetado, pidiendo atención médica sin demora o llevándola a un hospital (Tatum v. City and County of San Francisco, 2006). Una persona que deja de respirar o pierde el conocimiento necesita atención de inmediato.

La causa de la muerte suele ser motivo de disputa. Algunas agencias han descrito estas muertes con el término “delirio agitado” (“excited delirium”). Desde 2024, la ley de California ya no permite que ese término se indique como causa de muerte en un certificado de defunción o en el informe de un médico forense, ni que los agentes lo usen para describir a una persona en un informe policial (ley AB 360 de 2023, Assembly Bill 360).

Se pueden presentar demandas según la ley federal de derechos civiles (42 U.S.C. § 1983, la “sección 1983”) y según la ley de California, incluida la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act, Código Civil, sección 52.1), y contra la agencia misma cuando su política, su costumbre o su falta de capacitación causó el daño (Monell v. Department of Social Services, 1978).`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Si sobrevivió a una sujeción, hágase un examen médico completo. Pida a los médicos que revisen su respiración, su corazón y sus riñones, que pueden resultar afectados por la rabdomiólisis (la destrucción de músculo que puede causar un forcejeo).
- Escriba cuánto tiempo duró la sujeción, quién estaba encima de usted, qué dijo usted y qué le respondieron los agentes.
- Anote los nombres, números de placa y números de patrulla de los agentes, y los nombres de los paramédicos si llegaron.
- Busque testigos y video: los transeúntes suelen grabar estos incidentes, y cada ángulo importa.
- Si su ser querido murió, consulte pronto con un abogado sobre una autopsia independiente, antes del entierro o la cremación.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. Los casos de sujeción dependen de pruebas minuto a minuto: el video de las cámaras corporales, la hora de las llamadas por radio, la respuesta médica y el entrenamiento de la agencia sobre la sujeción boca abajo. La oficina trabaja para conseguir y conservar esas pruebas, consulta a profesionales médicos independientes sobre la causa de la lesión o de la muerte, presenta a tiempo el reclamo ante el gobierno y demanda a los agentes y a la agencia cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.positionalAsphyxia>;
