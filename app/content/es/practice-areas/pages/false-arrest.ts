/** Translation awaiting the firm's review: the false arrest page in Spanish.
 * To confirm: "arresto ilegal o injustificado" (false arrest), "privación ilegal de la libertad"
 * (false imprisonment), "declaración de inocencia de hecho" (finding of factual innocence).
 */
import type * as en from "~/content/practice-areas/pages/false-arrest";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const falseArrest = {
  slug: "false-arrest",
  metaTitle: "Arresto ilegal o injustificado: sus derechos",
  metaDescription:
    "¿Lo arrestaron o detuvieron sin causa probable? Sus derechos según la Cuarta Enmienda y la ley de California, cómo limpiar su historial y qué hacer ahora.",
  lead: "Que lo esposen, lo suban a una patrulla y lo fichen en la cárcel es aterrador y humillante. Cuando la policía lo hace sin un motivo legal, además es una violación de sus derechos, aunque después retiren los cargos o nunca los presenten.",
  quote: {
    text: "Ningún hombre libre será detenido ni encarcelado … sino en virtud del juicio legal de sus pares o de la ley del país.",
    source: "Carta Magna, cláusula 39, 1215",
  },
  sections: [
    {
      heading: "Qué dice la ley",
      blocks: `La Cuarta Enmienda lo protege contra las detenciones y los arrestos irrazonables. Un arresto es legal solo con una orden judicial o con causa probable: hechos que llevarían a un agente razonable a creer que usted cometió un delito. Cuando la policía solo lo para y lo retiene un rato sin arrestarlo, lo que la ley llama una detención breve (detention), necesita una sospecha razonable basada en hechos concretos, no en una corazonada (Terry v. Ohio, 1968).

Un arresto sin causa probable (false arrest) puede dar lugar a una demanda según la ley federal de derechos civiles (42 U.S.C. § 1983, la “sección 1983”). Según la ley de California, también puede ser privación ilegal de la libertad (false imprisonment), es decir, restringir sin derecho la libertad de una persona, y una violación de la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act, Código Civil, sección 52.1) cuando el agente actuó con la intención específica de violar sus derechos (Cornell v. City and County of San Francisco, 2017).

La ley de California protege a los agentes de las demandas por arresto ilegal cuando tenían motivos razonables para creer que el arresto era legal (Código Penal, sección 847). Por eso importa tanto lo que los agentes sabían en el momento del arresto, y lo que escribieron después.

Después de un arresto sin orden judicial, deben presentarle ante un juez sin demoras innecesarias, y por lo general dentro de las 48 horas (Código Penal, sección 825; County of Riverside v. McLaughlin, 1991).`,
    },
    {
      heading: "Situaciones comunes de arresto ilegal",
      blocks: `- Un arresto por responderle al agente, hacer preguntas o grabar a la policía. Grabar a un agente en público no es, por sí solo, motivo para detenerlo ni arrestarlo (Código Penal, sección 148(g)).
- El arresto de la persona equivocada por una identificación errónea o por una orden de arresto dirigida a otra persona
- Un arresto sin ninguna prueba de un delito, para terminar una discusión con un agente
- Un cargo por obstrucción o por resistirse al arresto cuando la persona no hizo nada ilegal
- Permanecer detenido mucho más tiempo del que permite la ley, o después de que debieron ponerlo en libertad`,
    },
    {
      heading: "Cómo limpiar su historial",
      blocks: `Un arresto puede perseguirlo aunque no se presenten cargos. Si lo arrestaron pero no lo condenaron, puede pedir a la corte una declaración de inocencia de hecho (factual innocence), que lleva al sellado y la destrucción del registro del arresto (Código Penal, sección 851.8). California también permite sellar muchos arrestos que no terminaron en una condena (Código Penal, sección 851.91).`,
    },
    {
      heading: "Plazos",
      blocks: `Una demanda federal por arresto ilegal por lo general debe presentarse dentro de un plazo de dos años. Ese plazo suele empezar a correr cuando a usted lo llevan ante un juez o lo mantienen detenido por un proceso legal, no cuando retiran los cargos (Wallace v. Kato, 2007). Las demandas según la ley de California exigen presentar primero un reclamo ante el gobierno (government claim): el aviso por escrito que la ley exige presentar a la ciudad, al condado o al estado antes de poder demandarlos, por lo general dentro de los seis meses (Código de Gobierno, sección 911.2).

Si los cargos siguen pendientes, el caso penal puede influir en el caso civil. Según Heck v. Humphrey (1994), una condena impide una demanda civil que pondría en duda esa condena. Hable con un abogado de derechos civiles antes de declararse culpable o aceptar un trato con la fiscalía.`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Escriba exactamente lo que pasó y el motivo que dieron los agentes para detenerlo y arrestarlo.
- Guarde cada papel que le dieron: la citación (el papel que le dice cuándo presentarse en la corte), el recibo de sus pertenencias, los documentos de ingreso y de salida de la cárcel, y cualquier aviso de la corte.
- Anote los nombres, números de placa y números de patrulla de los agentes.
- Busque testigos y video de teléfonos, cámaras de timbre o negocios cercanos antes de que se borre.
- Si sufrió lesiones, reciba atención médica y guarde los expedientes.
- Lleve la cuenta de lo que le costó el arresto: salarios perdidos, la fianza, la grúa y el depósito del vehículo.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. En un caso de arresto ilegal, la pregunta es qué sabían los agentes, y cuándo. La oficina reúne los informes, el video de las cámaras corporales, las grabaciones de las llamadas al 911 y de la radio de la policía, y los relatos de los testigos que responden esa pregunta, presenta a tiempo el reclamo ante el gobierno y demanda a los agentes y a la agencia cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.falseArrest>;
