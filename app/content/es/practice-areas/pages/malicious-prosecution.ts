/** Translation awaiting the firm's review: the malicious prosecution page in Spanish.
 * To confirm: "acusación maliciosa" as the area's name (not "cargos falsos", which declares the charges false), and "malicious
 * prosecution" in parentheses where the page first defines it; "pruebas fabricadas"
 * (fabricated evidence), "intercambio de pruebas (discovery)", "historial del caso (docket)".
 */
import type * as en from "~/content/practice-areas/pages/malicious-prosecution";
import { litigationClosing, type PracticePageTranslation } from "./shared";

export const maliciousProsecution = {
  slug: "malicious-prosecution",
  metaTitle: "Acusación maliciosa: sus derechos",
  metaDescription:
    "¿Lo acusaron con informes falsos o pruebas fabricadas y el caso terminó sin condena? Cómo lo protege la ley federal de derechos civiles y qué hacer ahora.",
  lead: "Algunas personas sufren un daño doble: primero por lo que hizo la policía, y luego por unos cargos presentados para encubrirlo. Que lo procesen por algo que no hizo puede costarle su libertad, su trabajo, sus ahorros y su buen nombre. Cuando el caso termina a su favor, la ley puede permitirle exigir cuentas a los responsables.",
  quote: {
    text: "El fiscal federal (United States Attorney) no representa a una parte común en una controversia, sino a una soberanía … cuyo interés en un proceso penal, por lo tanto, no es ganar un caso, sino que se haga justicia.",
    source: "Berger v. United States, 295 U.S. 78, 88 (1935)",
  },
  sections: [
    {
      heading: "Qué dice la ley",
      blocks: `La acusación maliciosa (malicious prosecution) es iniciar o mantener un caso penal contra alguien sin causa probable y con un propósito indebido, cuando ese caso termina a favor de esa persona. Según la Cuarta Enmienda, una persona que fue detenida o privada de su libertad por un proceso penal sin fundamento puede demandar según la ley federal de derechos civiles (42 U.S.C. § 1983, la “sección 1983”). En Thompson v. Clark (2022), la Corte Suprema resolvió que la persona solo necesita demostrar que el proceso terminó sin una condena. No se necesita una declaración formal de inocencia.

Por lo general, no se puede demandar a los fiscales por las decisiones que toman en la corte (Imbler v. Pachtman, 1976). Los agentes que escriben informes falsos, fabrican pruebas o presionan a los testigos no tienen esa protección. El Noveno Circuito ha reconocido un derecho claramente establecido, basado en el debido proceso, a no ser acusado con pruebas que el gobierno fabricó deliberadamente (Devereaux v. Abbey, 2001). Ocultar pruebas que ayudarían a la persona acusada también viola el debido proceso (Brady v. Maryland, 1963).

La ley de California hace más difíciles las demandas basadas en la ley estatal contra los empleados públicos: la sección 821.6 del Código de Gobierno por lo general los protege de las demandas comunes por acusación maliciosa. Por eso muchos de estos casos se basan en la ley federal de derechos civiles. Desde 2022, esa protección ya no se aplica a las demandas contra agentes del orden según la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act, Código Civil, sección 52.1), modificada por la ley SB 2 de 2021 (Senate Bill 2).`,
    },
    {
      heading: "Señales de que un proceso penal se basó en mala conducta",
      blocks: `- Informes policiales que contradicen el video o lo que vieron los testigos
- Cargos presentados justo después de que usted se quejó de un agente, o de que un agente lo lastimó
- Pruebas que aparecieron, desaparecieron o cambiaron en el camino
- Testigos a quienes presionaron, amenazaron o prometieron algo a cambio de una declaración
- Cargos desestimados antes del juicio, o un jurado que lo declaró no culpable`,
    },
    {
      heading: "Cuándo actuar",
      blocks: `Por lo general, una demanda federal por acusación maliciosa o por pruebas fabricadas no puede presentarse hasta que el caso penal termine a su favor, y el plazo de dos años para presentarla normalmente empieza a correr en ese momento (McDonough v. Smith, 2019). Heck v. Humphrey (1994) impide las demandas que pondrían en duda una condena que sigue vigente. A veces también hace falta un reclamo ante el gobierno (government claim): el aviso por escrito que la ley de California exige presentar a la ciudad, al condado o al estado antes de poder demandarlos. Su plazo de seis meses (Código de Gobierno, sección 911.2) puede empezar antes. Busque asesoría en cuanto termine el caso, o incluso antes.`,
    },
    {
      heading: "Qué hacer ahora",
      highlight: true,
      blocks: `- Pida a su abogado defensor penal una copia de todo el expediente, incluidos los informes policiales, los videos y las demás pruebas que entregó la fiscalía.
- Consiga una copia de la orden que desestimó los cargos o del veredicto, y del historial del caso en la corte (docket).
- Escriba una cronología: el incidente, el arresto, cada audiencia y cada día que pasó bajo custodia.
- Guarde constancia de lo que le costó el caso: la fianza, los honorarios legales, los salarios perdidos, un empleo o una vivienda perdidos.
- Anote los nombres de todos los agentes involucrados y lo que cada uno afirmó en los informes o en la corte.
- Hable con un abogado de derechos civiles en cuanto el caso termine a su favor, o antes si puede.`,
    },
    {
      heading: "Cómo le ayudamos",
      blocks: `{attorney} representa a personas en el norte de California desde {since}. Un caso de acusación maliciosa a menudo se construye a partir del propio caso penal: el intercambio de pruebas (discovery), las transcripciones, las diferencias entre lo que escribieron los agentes y lo que muestran las pruebas. La oficina estudia ese expediente, busca las pruebas que se ocultaron o se alteraron, y demanda a los agentes y a la agencia responsables cuando los hechos lo justifican.

Su primera conversación es una consulta gratuita y confidencial, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona. La oficina cobra un porcentaje de la compensación que se obtenga para usted (honorarios de contingencia). Antes de empezar cualquier trabajo, le explicamos por escrito, en su contrato de honorarios, cómo se manejan los costos del caso.`,
    },
  ],
  closing: { ...litigationClosing, tagline: true },
  primaryCta: "consultation",
} as const satisfies PracticePageTranslation<typeof en.maliciousProsecution>;
