/** Translation awaiting the firm's review: the excessive force page in Spanish.
 * To confirm: "delito grave (felony)", "sujeción de la carótida" (carotid restraint), and the
 * Spanish rendering of the Graham v. Connor quote (the office's own translation).
 */
import type * as en from "~/content/practice-areas/pages/excessive-force";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const excessiveForce = {
  slug: "excessive-force",
  metaTitle: "Demandas por fuerza excesiva / brutalidad policial",
  metaDescription:
    "¿La policía lo golpeó, le disparó o lo lesionó? Cómo Graham v. Connor, Tennessee v. Garner y la ley de California limitan la fuerza, y qué hacer ahora.",
  lead: "Los agentes de policía pueden usar la fuerza en algunas situaciones, pero solo la que la situación razonablemente requiera. Cuando los agentes golpean, disparan, estrangulan o aplican descargas eléctricas a alguien que no representaba una amenaza, o siguen usando la fuerza cuando la persona ya está bajo control, se les puede hacer responsables.",
  quote: {
    text: "… su correcta aplicación exige prestar mucha atención a los hechos y las circunstancias de cada caso en particular, incluida la gravedad del delito en cuestión, si el sospechoso representa una amenaza inmediata para la seguridad de los agentes o de otras personas, y si se está resistiendo activamente al arresto o intenta evadirlo mediante la huida.",
    source: "Graham v. Connor, 490 U.S. 386, 396 (1989)",
  },
  sections: [
    {
      heading: "Qué dice la ley",
      blocks: `La fuerza usada durante un arresto, una parada de tránsito o cualquier otra detención se juzga según la Cuarta Enmienda. En Graham v. Connor (1989), la Corte Suprema resolvió que la pregunta es si las acciones del agente fueron objetivamente razonables (es decir, razonables desde el punto de vista de un agente razonable que estuviera en esa misma situación) a la luz de los hechos y las circunstancias, cualesquiera que fueran sus intenciones. Las cortes consideran la gravedad del delito del que se sospechaba, si la persona representaba una amenaza inmediata para alguien y si se estaba resistiendo activamente o intentaba huir. En el Noveno Circuito, que abarca California, la pregunta más importante es si había una amenaza inmediata.

La fuerza letal tiene límites más estrictos. En Tennessee v. Garner (1985), la Corte Suprema resolvió que la policía no puede dispararle a una persona que huye, a menos que el agente tenga causa probable para creer que esa persona representa una amenaza significativa de muerte o de lesiones físicas graves para el agente o para otras personas.

Desde 2020, la ley de California va más allá. Un agente puede usar fuerza letal solo cuando cree razonablemente que es necesaria para defenderse de una amenaza inminente de muerte o de lesiones corporales graves, o para capturar a una persona que huye después de un delito grave (felony) que amenazó con causar o causó la muerte o lesiones graves, y que de otro modo causaría la muerte o lesiones graves a otras personas (Código Penal, sección 835a). Las cortes de California también examinan lo que hicieron los agentes antes de usar la fuerza: unas tácticas descuidadas que crearon el peligro pueden hacer que un disparo sea negligente según la ley estatal (Hayes v. County of San Diego, 2013).

Los agentes que se quedan mirando mientras un compañero usa fuerza excesiva también pueden ser responsables si tuvieron una oportunidad real de intervenir (Cunningham v. Gates, 2000).`,
    },
    {
      heading: "Cómo puede ser la fuerza excesiva",
      blocks: `- Puñetazos, patadas, rodillazos o golpes con bastón a alguien que está esposado o que ya está en el suelo
- Dispararle a una persona que no era una amenaza inmediata para nadie
- Llaves de estrangulamiento y sujeciones de la carótida, que las agencias del orden de California ya no pueden autorizar (Código de Gobierno, sección 7286.5)
- Descargas repetidas de pistola Taser, mordeduras de perros policía, gas pimienta, balas de goma u otros proyectiles “menos letales” contra personas que no representaban ninguna amenaza
- Tirar a una persona al suelo con violencia, o arrodillarse sobre la espalda o el cuello de alguien que está boca abajo
- Fuerza usada como castigo por responderle al agente, grabar o preguntar por qué lo detuvieron`,
    },
    {
      heading: "Demandas según la ley de California",
      blocks: `Además de las demandas según la ley federal de derechos civiles (42 U.S.C. § 1983, la “sección 1983”), la ley de California permite demandar por agresión física (battery) cometida por un agente del orden, por negligencia y por violar la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act, Código Civil, sección 52.1). La ciudad o el condado que emplea al agente responde por estos actos ilícitos según la ley estatal (Código de Gobierno, sección 815.2). Según la ley federal, la agencia misma es responsable cuando su propia política, su costumbre o su falta de capacitación causó el daño (Monell v. Department of Social Services, 1978).

Las demandas según la ley de California exigen presentar primero un reclamo ante el gobierno (government claim): el aviso por escrito que la ley exige presentar a la ciudad, al condado o al estado antes de poder demandarlos, por lo general dentro de los seis meses (Código de Gobierno, sección 911.2). Si lo acusaron de un delito después del incidente, infórmese sobre los cargos por resistirse al arresto antes de declararse culpable o aceptar un trato con la fiscalía: según Heck v. Humphrey (1994), una condena puede limitar una demanda civil.`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Reciba atención médica de inmediato y explique al médico exactamente cómo ocurrió cada lesión, para que quede escrito en su expediente.
- Fotografíe cada lesión el mismo día, y otra vez a medida que aparezcan los moretones en los días siguientes.
- Anote los nombres, números de placa y números de patrulla de los agentes, y la agencia para la que trabajan.
- Escriba lo que pasó, en orden, mientras todavía recuerda los detalles.
- Busque testigos y cualquier video: teléfonos, cámaras de timbre, negocios cercanos y autobuses. Pida a las personas que guarden sus grabaciones.
- Guarde en una bolsa, sin lavar, la ropa y los lentes dañados.
- No hable del incidente en internet ni con investigadores de la policía o de la aseguradora antes de hablar con un abogado.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. Un caso de fuerza excesiva se gana o se pierde con las pruebas: el video de las cámaras corporales y de las patrullas, los informes de uso de la fuerza, los registros de la pistola Taser y de la radio, los expedientes médicos y el testimonio de las personas que lo vieron. La oficina trabaja para conseguir y conservar esas pruebas desde el principio, presenta a tiempo el reclamo ante el gobierno y demanda a los agentes y a la agencia en una corte estatal o federal cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.excessiveForce>;
