/** Translation awaiting the firm's review: the police dog page in Spanish.
 * To confirm: "mordedura de perro policía" and "unidad canina (K-9)", "el agente que maneja al
 * perro" for the dog's handler, and "detención (seizure)" for a Fourth Amendment seizure.
 */
import type * as en from "~/content/practice-areas/pages/police-dogs";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const policeDogs = {
  slug: "police-dogs",
  metaTitle: "Mordeduras de perros policía (K-9): sus derechos",
  metaDescription:
    "¿Lo mordió un perro policía? Por qué la mordedura es un uso de la fuerza que debe ser razonable, cuándo se aplica la ley de California y qué hacer ahora.",
  lead: "Un perro policía está entrenado para morder y no soltar. Sus mandíbulas pueden desgarrar músculos, triturar huesos y dejar cicatrices, daño en los nervios e infecciones que duran años. Por eso la ley trata la mordedura de un perro policía como un uso grave de la fuerza que los agentes deben poder justificar.",
  quote: {
    text: "El derecho del pueblo a la seguridad de sus personas, domicilios, papeles y efectos contra registros y detenciones irrazonables no será violado.",
    source: "Cuarta Enmienda de la Constitución de los Estados Unidos",
  },
  sections: [
    {
      heading: "Qué dice la ley",
      blocks: `Cuando un agente envía a un perro a morder a alguien, la ley trata la mordedura como una detención (seizure) según la Cuarta Enmienda, y la juzga con la misma pregunta que cualquier otro uso de la fuerza: si fue razonable (Graham v. Connor, 1989). Las cortes consideran la gravedad del delito del que se sospechaba, si la persona representaba una amenaza inmediata y si se estaba resistiendo activamente o intentaba huir. También se preguntan si los agentes dieron una advertencia antes de soltar al perro, cuando era posible advertir, y si ordenaron al perro que soltara sin demora.

El Noveno Circuito ha resuelto que un jurado podría considerar excesivo enviar a un perro entrenado para morder y no soltar tras un hombre que había huido de una parada de tránsito y estaba escondido, sin amenazar a nadie (Chew v. Gates, 1994), y que dejar que un perro siga mordiendo a una persona que ya está bajo control puede ser fuerza excesiva (Watkins v. City of Oakland, 1998).

La ley de California sobre mordeduras de perro, la sección 3342 del Código Civil, hace responsable al dueño del perro por las mordeduras sin necesidad de probar culpa. Tiene una excepción para las agencias que usan perros en el trabajo policial según una política escrita, por ejemplo para capturar o retener a un sospechoso que el agente razonablemente cree que cometió un delito. Esa excepción no se aplica a un transeúnte que no tenía nada que ver con lo que investigaba la policía (Código Civil, sección 3342(c)), y no impide las demandas por fuerza excesiva, agresión física (battery), negligencia o violación de la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act, Código Civil, sección 52.1).`,
    },
    {
      heading: "Cuándo la mordedura de un perro policía puede ser ilegal",
      blocks: `- Soltaron al perro contra una persona que ya se había entregado, estaba tirada en el suelo o estaba esposada
- No se dio ninguna advertencia antes de enviar al perro a una casa, un patio o un escondite
- Dejaron que el perro siguiera mordiendo durante mucho tiempo mientras los agentes se tomaban su tiempo
- La persona mordida era un transeúnte, un niño, un vecino o simplemente la persona equivocada
- El perro se usó por un delito menor y no violento`,
    },
    {
      heading: "Sus lesiones",
      blocks: `Las lesiones por mordedura de perro suelen ser peores de lo que parecen al principio. Las heridas punzantes profundas pueden causar infecciones graves, y los desgarros pueden requerir cirugía y dejar daño en los nervios y cicatrices permanentes. Muchas personas también viven con miedo y pesadillas mucho después de que las heridas cierran. Cada una de estas consecuencias forma parte del daño que la ley reconoce.`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Reciba atención médica y siga todas las indicaciones sobre el cuidado de las heridas y los antibióticos. Vuelva al médico si una herida se pone roja, caliente o hinchada.
- Fotografíe sus heridas el primer día y en cada etapa de la curación, con una regla o una moneda al lado para mostrar el tamaño.
- Guarde cada expediente y cada factura médica, y su ropa rota o manchada de sangre en una bolsa, sin lavar.
- Anote los nombres y números de placa de los agentes y del agente que manejaba al perro, y el nombre de la agencia.
- Busque testigos y video de teléfonos, cámaras de timbre o negocios cercanos antes de que se borre.
- No hable del incidente en internet ni dé ninguna declaración antes de hablar con un abogado.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. Un caso de perro policía depende de los detalles: las advertencias que se dieron o no se dieron, cuánto duró la mordedura, el entrenamiento del perro y su historial de mordeduras, y la política de la agencia sobre cuándo pueden usarse los perros. La oficina trabaja para obtener esos registros y el video, presenta a tiempo el reclamo ante el gobierno y demanda al agente que maneja al perro y a la agencia cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.policeDogs>;
