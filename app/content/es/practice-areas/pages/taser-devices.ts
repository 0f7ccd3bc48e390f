/** Translation awaiting the firm's review: the Taser page in Spanish.
 * To confirm: "pistolas Taser" as the area's name ("descargas eléctricas" in its title for search
 * engines); "arma de electrochoque"
 * (conducted electrical weapon) and "dispositivo de control electrónico" (electronic control
 * device), named once, in the lead, and nowhere else on the site; "modo de contacto" (drive-stun
 * mode) and "modo de dardos" (dart mode).
 */
import type * as en from "~/content/practice-areas/pages/taser-devices";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const taserDevices = {
  slug: "taser-devices",
  metaTitle: "Pistolas Taser: lesiones por descargas eléctricas",
  metaDescription:
    "¿La policía le dio descargas con una Taser? Cómo funciona, por qué las cortes la ven como fuerza grave (Bryan v. MacPherson), sus riesgos y qué hacer.",
  lead: "Una pistola Taser, también llamada arma de electrochoque o dispositivo de control electrónico, envía una corriente eléctrica a través del cuerpo que paraliza los músculos y causa un dolor intenso. Mucha gente la ve como una alternativa inofensiva a un arma de fuego. Las cortes no.",
  quote: {
    text: "El poder no concede nada sin una exigencia. Nunca lo hizo y nunca lo hará.",
    source:
      "Frederick Douglass, discurso sobre la emancipación en las Indias Occidentales, Canandaigua, Nueva York, 1857",
  },
  sections: [
    {
      heading: "Cómo funciona una pistola Taser",
      blocks: `En el modo de dardos, el arma dispara dos dardos con púas unidos a cables delgados. Cuando ambos dan en el blanco, la corriente toma el control de los músculos y la persona por lo general cae rígida, sin poder amortiguar la caída. Una descarga típica dura cinco segundos. El agente puede repetir el ciclo, o mantener apretado el gatillo para prolongarlo, mientras los dardos sigan conectados. En el modo de contacto (drive-stun), el agente presiona el arma contra el cuerpo para causar dolor sin paralizar los músculos.

Los riesgos son reales: lesiones en la cabeza y la cara por las caídas, dardos en los ojos, quemaduras, lesiones musculares y óseas por las contracciones y, en casos poco frecuentes, un paro cardíaco, sobre todo cuando los dardos dan en el pecho. Las advertencias del fabricante indican a los agentes que eviten apuntar al pecho cuando sea posible y que eviten las descargas repetidas, prolongadas o continuas.`,
    },
    {
      heading: "Qué dice la ley",
      blocks: `Usar una pistola Taser contra una persona es un uso de la fuerza, y se juzga según la Cuarta Enmienda con la misma pregunta que cualquier otro: si fue objetivamente razonable, es decir, si la fuerza era razonable desde el punto de vista de un agente razonable que estuviera en esa misma situación (Graham v. Connor, 1989). El Noveno Circuito ha resuelto que una Taser usada en modo de dardos es un uso de la fuerza intermedio pero considerable, que solo se justifica cuando hay una razón de peso, y que los agentes deben advertir primero cuando puedan hacerlo (Bryan v. MacPherson, 2010). Las cortes examinan cada descarga por separado: una primera descarga puede estar justificada cuando la siguiente no lo está.

Las cortes han considerado excesivo el uso de la Taser cuando la persona no representaba una amenaza inmediata, ya estaba bajo control o solo se negaba a obedecer órdenes sin ninguna violencia (Mattos v. Agarano, 2011). Usar una Taser contra alguien que está en un lugar peligroso, como una escalera, cerca del agua o en un vehículo en movimiento, o contra una persona mayor, una mujer embarazada, un niño pequeño o alguien en una crisis de salud mental, aumenta el riesgo de un daño grave, y las cortes lo toman en cuenta.

Se pueden presentar demandas según la ley federal de derechos civiles (42 U.S.C. § 1983, la “sección 1983”) y, según la ley de California, por agresión física (battery), negligencia y violación de la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act, Código Civil, sección 52.1). La agencia misma es responsable según la ley federal cuando su política, su costumbre o su capacitación causó el daño (Monell v. Department of Social Services, 1978), y según la ley de California por los actos ilícitos que sus agentes cometen en el trabajo (Código de Gobierno, sección 815.2).`,
    },
    {
      heading: "La Taser guarda su propio registro",
      blocks: `Las pistolas Taser modernas registran cada vez que se aprieta el gatillo, con la fecha, la hora y la duración. Ese registro, junto con el video de las cámaras corporales, puede mostrar exactamente cuántas descargas recibió una persona y durante cuánto tiempo, aunque el informe policial diga otra cosa. Un abogado puede pedir a la agencia que conserve el registro y el video antes de que se pierdan o se sobrescriban.`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Reciba atención médica, y cuéntele al médico cada caída, cada dardo y cada descarga, para que revisen las lesiones que no se ven.
- Fotografíe de inmediato las heridas de los dardos y las marcas de quemaduras; pueden desaparecer en pocos días.
- Escriba cuántas descargas sintió, dónde le dieron los dardos y qué estaba haciendo y diciendo justo antes.
- Anote los nombres, números de placa y números de patrulla de los agentes.
- Busque testigos y video de teléfonos, cámaras de timbre o negocios cercanos.
- Si lo acusaron de resistirse al arresto, hable con un abogado de derechos civiles antes de declararse culpable o aceptar un trato con la fiscalía (Heck v. Humphrey, 1994).
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. La oficina trabaja para conseguir y conservar los registros de la pistola Taser, el video de las cámaras corporales y los registros de capacitación de la agencia, los compara con los informes, presenta a tiempo el reclamo ante el gobierno y demanda a los agentes y a la agencia cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.taserDevices>;
