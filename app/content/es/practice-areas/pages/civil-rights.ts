/** Translation awaiting the firm's review: the police misconduct page in Spanish.
 * To confirm: "abuso policial" as the area's name, and "mala conducta policial" as its legal term,
 * in parentheses where the page first defines it; "inmunidad calificada" (qualified
 * immunity), "agresión física" (battery), "privación ilegal de la libertad" (false imprisonment).
 */
import type * as en from "~/content/practice-areas/pages/civil-rights";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const civilRights = {
  slug: "civil-rights",
  metaTitle: "Demandas por abuso policial en California",
  metaDescription:
    "¿La policía lo lastimó, arrestó o registró sin respetar las reglas? Cómo lo protegen la ley federal y la Ley Bane de California, y qué hacer.",
  lead: "Los agentes de policía tienen un gran poder sobre las personas comunes. Cuando abusan de él, al usar una fuerza que no necesitaban, arrestar sin causa, registrar sin orden judicial o mentir en un informe, la ley le da a usted una forma de exigir cuentas a los agentes y a su departamento de policía o del sheriff.",
  quote: {
    text: "Una injusticia en cualquier lugar es una amenaza para la justicia en todas partes.",
    source: "Martin Luther King Jr., Carta desde la cárcel de Birmingham, 1963",
  },
  sections: [
    {
      heading: "Cómo es el abuso policial",
      blocks: `El abuso policial (mala conducta policial) es cualquier acto de un agente que viole sus derechos. Rara vez es un solo momento dramático. Con más frecuencia es una cadena de decisiones: que lo paren sin motivo, un registro que usted no autorizó, un empujón que se convierte en una golpiza, un informe que omite lo que realmente pasó.

- Fuerza excesiva, incluidas las descargas de pistola Taser, las mordeduras de perros policía y las sujeciones peligrosas
- Un arresto o una detención sin causa probable o sin sospecha razonable
- Un registro de su casa, su carro o su teléfono sin orden judicial o sin una excepción válida
- Informes falsos, pruebas fabricadas y cargos presentados para encubrir el abuso
- Maltrato o descuido de personas detenidas en la cárcel o en prisión
- Represalias por grabar a la policía, hacer preguntas o presentar una queja

Usted tiene derecho a grabar a los agentes de policía mientras hacen su trabajo en público. La ley de California dice que grabar a un agente en un lugar público no es, por sí solo, motivo para detenerlo ni arrestarlo (Código Penal, sección 148(g)).`,
    },
    {
      heading: "Qué dice la ley",
      blocks: `La ley que más se usa en estos casos es la ley federal de derechos civiles (42 U.S.C. § 1983, conocida como la “sección 1983”). Le permite demandar a cualquier persona que, actuando con la autoridad de un gobierno estatal o local, le quite un derecho que la Constitución o la ley federal protegen. La mayoría de las demandas contra la policía se basan en la Cuarta Enmienda, que prohíbe los registros y las detenciones irrazonables, y en la Decimocuarta Enmienda, que protege el debido proceso y la igualdad de protección ante la ley.

La sección 1983 no hace que una ciudad o un condado sea responsable automáticamente de lo que hacen sus agentes. Según Monell v. Department of Social Services (1978), la agencia misma es responsable cuando el daño se debe a su propia política, a una costumbre generalizada o a que no capacitó o no supervisó a sus agentes.

La ley de California agrega sus propias protecciones. La Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act, Código Civil, sección 52.1) permite presentar una demanda cuando alguien interfiere con sus derechos mediante amenazas, intimidación o coerción, y la corte puede ordenar el pago de los honorarios de abogado. Las ciudades y los condados de California también son responsables de los actos ilícitos que sus empleados cometen en el trabajo (Código de Gobierno, sección 815.2), lo que abarca demandas como las de agresión física (battery), negligencia y privación ilegal de la libertad (false imprisonment).

Los agentes suelen alegar la inmunidad calificada (qualified immunity), una defensa creada por las cortes que libra a un agente de pagar una indemnización según la ley federal, a menos que el derecho ya estuviera claramente establecido en ese momento. No protege a la ciudad ni al condado, y no es una defensa contra las demandas basadas en la ley de California, que tiene reglas propias y distintas.`,
    },
    {
      heading: "Los plazos son cortos",
      blocks: `Si su caso es contra una ciudad, un condado o una agencia del estado de California, por lo general debe presentar un reclamo ante el gobierno (government claim), es decir, el aviso por escrito que la ley exige presentar a la ciudad, al condado o al estado antes de poder demandarlos, dentro de los seis meses después del incidente (Código de Gobierno, sección 911.2). Si no cumple ese plazo, las demandas basadas en la ley de California pueden terminar antes de empezar. En California, las demandas federales según la sección 1983 por lo general deben presentarse en la corte dentro de un plazo de dos años (Código de Procedimiento Civil, sección 335.1).

Si además lo acusaron de un delito, el caso penal importa. Según Heck v. Humphrey (1994), usted no puede presentar una demanda de derechos civiles que necesariamente implique que una condena es inválida, a menos que esa condena haya sido anulada. Hable con un abogado de derechos civiles antes de declararse culpable o aceptar un trato con la fiscalía (plea deal).`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Reciba atención médica, aunque sus lesiones parezcan leves, y asegúrese de que cada lesión quede anotada y fotografiada.
- Escriba todo lo que recuerde lo antes posible: la hora, el lugar y lo que se dijo y se hizo, en orden.
- Anote los nombres, números de placa y números de patrulla de cada agente involucrado, y la agencia para la que trabajan.
- Busque testigos y guarde sus nombres y números de teléfono. Pida a quien haya grabado video que lo guarde en un lugar seguro y le envíe una copia.
- Guarde sus propias fotos y videos, la ropa rota o manchada de sangre y cada papel que le haya dado la policía.
- No publique nada sobre el incidente en internet, y no dé ninguna declaración a la agencia ni a la aseguradora de la agencia antes de hablar con un abogado.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. Un caso de derechos civiles empieza por los hechos: los informes, el video de las cámaras corporales y de las cámaras de las patrullas, las grabaciones de las llamadas al 911 y de la radio de la policía, los expedientes médicos y los relatos de los testigos. La oficina reúne esas pruebas, pide a la agencia que conserve lo que tiene en su poder, presenta a tiempo el reclamo ante el gobierno y, cuando una demanda es el camino correcto, la presenta en una corte estatal o federal.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.civilRights>;
