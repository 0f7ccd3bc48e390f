/** Translation awaiting the firm's review: the wrongful death page in Spanish.
 * To confirm: "muerte injusta (wrongful death)" as the area's name and in the text ("muerte por
 * negligencia" says accident about a police killing); "demanda de supervivencia (survival
 * claim)"; "sucesor legal (successor in interest)"; "pareja doméstica registrada".
 */
import type { PracticePageTranslation } from "./shared";
import type * as en from "~/content/practice-areas/pages/wrongful-death";

export const wrongfulDeath = {
  slug: "wrongful-death",
  metaTitle: "Muerte injusta a manos de la policía o bajo custodia",
  metaDescription:
    "¿Un ser querido murió a manos de la policía o en la cárcel? Quién puede demandar por muerte injusta en California, los videos, los plazos y qué hacer.",
  lead: "Perder a alguien por la violencia policial o en una celda es un dolor que ninguna familia debería cargar sola. Además de la pérdida, las familias a menudo se enfrentan al silencio de la agencia, a una versión oficial que no cuadra y a plazos legales que empiezan a correr el día de la muerte.",
  quote: {
    text: "No es preferible que mueran todos los sospechosos de un delito grave antes que dejarlos escapar.",
    source: "Tennessee v. Garner, 471 U.S. 1, 11 (1985)",
  },
  sections: [
    {
      heading: "Quién puede presentar una demanda",
      blocks: `California permite dos tipos de demandas después de una muerte. La demanda por muerte injusta (wrongful death) pertenece a la familia, por su propia pérdida: el amor, la compañía, el cuidado y el apoyo económico que ya nunca tendrá. Pueden presentarla el cónyuge o la pareja doméstica registrada y los hijos que sobreviven a la persona y, en algunas situaciones, otras personas, como los padres o los hijastros que dependían de ella (Código de Procedimiento Civil, sección 377.60).

La demanda de supervivencia (survival claim) continúa los derechos de la persona que murió. La presenta el representante legal de la sucesión (estate), es decir, el albacea o el administrador, o, si no lo hay, el sucesor legal de la persona (successor in interest; Código de Procedimiento Civil, sección 377.30), y sigue adelante con las demandas que la persona tenía en el momento de su muerte, incluidas las que tenía según la ley federal de derechos civiles (42 U.S.C. § 1983, la “sección 1983”).

En el Noveno Circuito, los padres y los hijos también pueden presentar su propia demanda según la Decimocuarta Enmienda por la pérdida de su relación con la persona que murió.`,
    },
    {
      heading: "Qué dice la ley sobre las muertes a manos de la policía y bajo custodia",
      blocks: `La fuerza letal se juzga según la Cuarta Enmienda. La policía puede usarla solo cuando una persona representa una amenaza significativa de muerte o de lesiones físicas graves (Tennessee v. Garner, 1985; Graham v. Connor, 1989). Desde 2020, California permite la fuerza letal solo cuando un agente cree razonablemente que es necesaria para defenderse de una amenaza inminente de muerte o de lesiones corporales graves, o para detener a una persona que huye después de un delito grave (felony) que amenazó con causar o causó la muerte o lesiones graves, y que de otro modo causaría la muerte o lesiones graves a otras personas (Código Penal, sección 835a).

Las muertes en cárceles y prisiones a menudo tienen que ver con necesidades médicas ignoradas, un riesgo de suicidio que nadie atendió o la falta de protección. La Constitución prohíbe la indiferencia deliberada ante las necesidades médicas graves de las personas bajo custodia (Estelle v. Gamble, 1976), y la agencia misma es responsable cuando su política, su costumbre o su falta de capacitación causó la muerte (Monell v. Department of Social Services, 1978). Las ciudades y los condados de California también son responsables de los actos ilícitos que sus empleados cometen en el trabajo (Código de Gobierno, sección 815.2).`,
    },
    {
      heading: "Cómo conocer la verdad",
      blocks: `Las familias tienen derecho a los documentos y las grabaciones. Las agencias de California deben divulgar la mayoría de los videos y audios de los incidentes en que un agente disparó un arma de fuego contra una persona o usó una fuerza que causó la muerte o lesiones corporales graves, por lo general dentro de los 45 días, con excepciones limitadas cuando hay una investigación en curso (Código de Gobierno, sección 7923.625). Los documentos sobre disparos de agentes y usos graves de la fuerza también son públicos (Código Penal, sección 832.7).

Cuando un agente de policía dispara y mata a un civil desarmado, el Departamento de Justicia de California investiga el disparo (Código de Gobierno, sección 12525.3). La familia también puede encargar por su cuenta una autopsia independiente. Consúltelo pronto con un abogado, antes de que entreguen el cuerpo para el entierro o la cremación.`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Anote todo lo que le dijeron la policía, el médico forense y el hospital, con la fecha y el nombre de la persona que se lo dijo.
- Guarde todos los documentos: el certificado de defunción, los informes del médico forense y de la autopsia, los recibos de pertenencias y cualquier carta de la agencia.
- Busque a las personas que vieron lo que pasó y a cualquiera que lo haya grabado. Pídales que guarden las grabaciones.
- Guarde fotos, mensajes y registros que muestren la vida, la salud y las relaciones de su ser querido.
- No dé una declaración grabada a la agencia ni a la aseguradora de la agencia antes de hablar con un abogado.
- Cuidado con el plazo. Antes de demandar a una ciudad, un condado o una agencia del estado de California, por lo general hay que presentar primero, por escrito, un reclamo ante el gobierno (government claim) dentro de los seis meses después de la muerte (Código de Gobierno, sección 911.2). Las demandas federales por lo general deben presentarse en la corte dentro de un plazo de dos años (Código de Procedimiento Civil, sección 335.1).`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. Una familia debería poder vivir su duelo mientras otra persona se encarga de averiguar lo que pasó. La oficina puede solicitar los documentos y los videos, consultar a investigadores y profesionales médicos independientes, presentar a tiempo el reclamo ante el gobierno y llevar el caso en nombre de la familia y de la sucesión de la persona fallecida cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: {
    heading: "Estamos aquí cuando usted quiera hablar",
    body: "Cada caso depende de sus propios hechos, y ningún abogado puede prometer un resultado. Una conversación gratuita y confidencial ayudará a su familia a entender sus derechos y los plazos que se aplican.",
    tagline: false,
  },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.wrongfulDeath>;
