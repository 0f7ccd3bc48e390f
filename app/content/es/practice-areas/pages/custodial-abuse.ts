/** Translation awaiting the firm's review: the custodial abuse page in Spanish.
 * To confirm: "abuso en la cárcel o bajo custodia" (custodial abuse), "indiferencia deliberada"
 * (deliberate indifference), "queja interna (grievance)" for a jail or prison grievance.
 */
import type * as en from "~/content/practice-areas/pages/custodial-abuse";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const custodialAbuse = {
  slug: "custodial-abuse",
  metaTitle: "Abuso en la cárcel o bajo custodia: sus derechos",
  metaDescription:
    "¿Lo golpearon, le negaron atención médica o no lo protegieron en una cárcel o prisión de California? Sus derechos, las quejas, los plazos y qué hacer ahora.",
  lead: "Una celda no es un lugar sin derechos. Las personas detenidas en cárceles de condado, prisiones estatales, centros de detención juvenil y celdas de la estación de policía tienen derecho a la seguridad, a una atención médica básica y a no sufrir fuerza innecesaria. Cuando los guardias o el personal de la cárcel no cumplen esos deberes, la ley puede hacerlos responsables a ellos y a la institución.",
  quote: {
    text: "La indiferencia deliberada ante las necesidades médicas graves de los presos constituye la “imposición innecesaria y gratuita de dolor” … que prohíbe la Octava Enmienda.",
    source: "Estelle v. Gamble, 429 U.S. 97, 104 (1976)",
  },
  sections: [
    {
      heading: "Qué puede incluir el abuso en la cárcel o bajo custodia",
      blocks: `- Golpizas u otra fuerza excesiva por parte de agentes del sheriff o de guardias de la cárcel o de la prisión
- Ignorar una emergencia médica o de salud mental, como la abstinencia de drogas o alcohol, la diabetes, las convulsiones o un riesgo de suicidio
- No proteger a una persona del ataque de otras personas detenidas cuando se conocía el peligro
- Abuso o acoso sexual por parte del personal
- Sujeciones peligrosas, o un aislamiento que daña la salud de la persona
- Castigos por presentar una queja interna o una denuncia`,
    },
    {
      heading: "Qué dice la ley",
      blocks: `Sus derechos dependen de su situación. Una persona que cumple una condena después de ser declarada culpable está protegida por la prohibición de castigos crueles e inusuales de la Octava Enmienda. Una persona detenida antes del juicio, que no ha sido declarada culpable de nada, está protegida por la cláusula del debido proceso de la Decimocuarta Enmienda.

Cuando se usa fuerza contra una persona detenida antes del juicio, la pregunta es si esa fuerza fue objetivamente irrazonable (Kingsley v. Hendrickson, 2015). Cuando se trata de una persona que cumple una condena, la pregunta es si la fuerza se usó de forma maliciosa y sádica para causar daño, y no en un esfuerzo de buena fe por mantener o restablecer el orden (Hudson v. McMillian, 1992).

La indiferencia deliberada ante las necesidades médicas graves (saber que una persona tiene una necesidad médica grave y no hacer nada) viola la Constitución (Estelle v. Gamble, 1976). Los funcionarios que saben que otras personas detenidas representan un riesgo considerable de daño grave y no hacen caso de ese riesgo pueden ser responsables por no proteger (Farmer v. Brennan, 1994). En el Noveno Circuito, cuando una persona detenida antes del juicio demanda por la atención médica o la protección que no recibió, la corte se pregunta qué habría hecho una persona razonable en el lugar del guardia, no lo que el guardia pensaba (Castro v. County of Los Angeles, 2016; Gordon v. County of Orange, 2018).

La ley de California agrega su propio deber: un empleado público que sabe, o tiene motivos para saber, que una persona bajo custodia necesita atención médica inmediata y no toma medidas razonables para conseguirla puede ser responsable (Código de Gobierno, sección 845.6). Los condados y las ciudades son responsables según la ley federal de derechos civiles (42 U.S.C. § 1983, la “sección 1983”) cuando su propia política, su costumbre o su falta de capacitación causó el daño (Monell v. Department of Social Services, 1978).`,
    },
    {
      heading: "Quejas internas y plazos",
      blocks: `Si usted todavía está bajo custodia, la ley federal exige que use el proceso de quejas internas (grievances) de la cárcel o de la prisión antes de presentar una demanda federal sobre las condiciones de ese lugar (42 U.S.C. § 1997e(a), parte de la ley federal sobre demandas de presos, la Prison Litigation Reform Act). Los plazos para las quejas internas pueden ser muy cortos. Presente la queja, guarde una copia y apele cada rechazo hasta la última instancia.

Antes de demandar a un condado, una ciudad o una agencia del estado de California, por lo general hay que presentar un reclamo ante el gobierno (government claim), un aviso por escrito, dentro de los seis meses (Código de Gobierno, sección 911.2). Estos plazos corren aunque usted siga bajo custodia.`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Pida atención médica por escrito, con una solicitud de consulta médica (sick call) o un formulario de solicitud, y describa cada síntoma. Guarde copias.
- Anote las fechas, las horas, los números de unidad o de celda, y los nombres y números de placa del personal involucrado.
- Anote los nombres de otras personas detenidas que vieron lo que pasó.
- Si un familiar suyo está bajo custodia, llame a la cárcel o a la prisión, pida que revisen cómo está y lleve un registro de cada llamada: la fecha, la hora y con quién habló.
- No firme declaraciones sobre el incidente sin el consejo de un abogado.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de lo que pasó (Código de Gobierno, sección 911.2).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. Las cárceles y las prisiones llevan sus propios registros: informes de incidentes, registros de las rondas y los movimientos en cada unidad, expedientes médicos y video de las cámaras de pasillos y celdas. La oficina trabaja para que se conserven esas pruebas, presenta a tiempo el reclamo ante el gobierno y demanda al personal y a la agencia responsables cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.custodialAbuse>;
