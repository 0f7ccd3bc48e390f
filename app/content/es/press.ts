/**
 * Translation awaiting the firm's review.
 * Only the headlines and excerpts are translated: each item's publication, date and link come from
 * the English list, keyed by the link. The articles themselves stay in English. The terms are the
 * glossary's (./glossary.ts): "acuerdo económico" for a settlement, "agentes del sheriff",
 * "corte", "arresto ilegal", "muerte injusta", "acusación maliciosa", amounts written "$4
 * millones"; courts and statutes by their Spanish names, the English one in parentheses.
 */
import * as en from "~/content/press";
import { translateItems } from "~/content/translate-items";
import type { Translation } from "~/content/translation";

export type { PressItem } from "~/content/press";
export { HOME_PRESS_COUNT } from "~/content/press";

type PressText = Pick<Translation<en.PressItem>, "headline" | "excerpt">;

const texts: Record<string, PressText> = {
  "https://northbayledger.example.com/news/2024/10/county-jail-death-settlement": {
    headline: "El condado acepta un acuerdo económico de $4 millones en la demanda por una muerte en la cárcel",
    excerpt:
      "La familia de un hombre que murió tras una emergencia médica en una cárcel del condado llegó a un acuerdo que además exige nueva capacitación para el personal de custodia sobre cómo reconocer cuando una persona necesita atención médica urgente.",
  },
  "https://redwoodcoasttribune.example.com/local/2024/06/fatal-restraint-settlement": {
    headline:
      "Una familia recibe $3.8 millones en un acuerdo económico tras la muerte de un hombre inmovilizado por agentes",
    excerpt:
      "Los abogados dijeron que los agentes mantuvieron al hombre boca abajo, con peso sobre la espalda, mucho después de que dejó de resistirse. La ciudad negó haber actuado mal, pero aceptó revisar su política de inmovilización.",
  },
  "https://lawweekly.example.com/verdicts/2024/02/taser-case-settles": {
    headline: "Caso de pistola Taser termina en un acuerdo económico de $1.8 millones antes del juicio",
    excerpt:
      "La demanda alegaba que un hombre recibió descargas repetidas mientras estaba tendido en el suelo. Un informe pericial presentado por el demandante explicó que cada ciclo del dispositivo dura cinco segundos, a menos que se detenga antes.",
  },
  "https://sonomavalleycourier.example.com/2023/11/false-arrest-settlement": {
    headline:
      "Un acuerdo económico de $2 millones pone fin a una demanda por arresto ilegal tras la desestimación de los cargos",
    excerpt:
      "Un contratista local pasó cuatro días en la cárcel por cargos que luego fueron desestimados. Su demanda sostenía que el informe del arresto omitió el video de la cámara corporal que lo contradecía.",
  },
  "https://northbayledger.example.com/news/2023/07/traffic-stop-beating-settlement": {
    headline:
      "Acuerdo económico de $1.6 millones para un conductor golpeado cuando la policía lo paró mientras manejaba",
    excerpt:
      "El video de la cámara de la patrulla mostró al conductor con las manos en alto cuando los agentes lo sacaron del carro. El concejo municipal aprobó el acuerdo sin discusión.",
  },
  "https://civilrightsreview.example.com/cases/2023/03/police-dog-bite-settlement": {
    headline: "Víctima de mordedura de perro policía llega a un acuerdo económico de $850,000",
    excerpt:
      "Según la demanda, la mujer ya se había acostado en el suelo cuando soltaron al perro. El condado aceptó el acuerdo, y desde entonces el departamento ha cambiado las reglas sobre cuándo los agentes que manejan a los perros pueden soltarlos.",
  },
  "https://capitollegaljournal.example.com/appeals/2022/12/excessive-force-claim-revived": {
    headline:
      "Corte de Apelaciones permite que siga adelante una demanda por fuerza excesiva contra agentes del sheriff",
    excerpt:
      "Tres jueces de la Corte de Apelaciones del Noveno Circuito (Ninth Circuit) determinaron que un jurado podría considerar irrazonable la fuerza usada contra un hombre esposado, y que los agentes del sheriff no tenían derecho a la inmunidad calificada (una protección que a veces libra a los agentes de pagar) en esta etapa del caso.",
  },
  "https://redwoodcoasttribune.example.com/community/2022/09/civil-rights-forum": {
    headline: "Abogado de derechos civiles recomienda actuar pronto después de un encuentro con la policía",
    excerpt:
      "En un foro comunitario, el abogado explicó que, antes de demandar a una ciudad o un condado, hay que presentarles un reclamo por escrito dentro de los seis meses, y pidió a los residentes que escriban lo que recuerdan mientras lo tienen fresco en la memoria.",
  },
  "https://justicereport.example.com/2022/05/jail-strip-search-lawsuit": {
    headline: "Una demanda impugna los registros al desnudo en la cárcel del condado",
    excerpt:
      "La demanda alega que personas arrestadas por delitos menores fueron sometidas a registros al desnudo sin ninguna sospecha individual, en violación de la ley estatal y de la Cuarta Enmienda.",
  },
  "https://valleyobserver.example.com/courts/2021/11/protest-excessive-force-verdict": {
    headline: "Jurado determina que un agente usó fuerza excesiva en una protesta",
    excerpt:
      "El jurado deliberó durante dos días antes de concluir que un agente violó los derechos constitucionales de una manifestante al usar un bastón policial contra ella mientras se retiraba.",
  },
  "https://northbayledger.example.com/news/2021/08/nurse-false-arrest-settlement": {
    headline: "La ciudad pagará a una enfermera arrestada después de denunciar un delito",
    excerpt:
      "La enfermera llamó a la policía para denunciar que alguien se había metido a la fuerza a robar, y terminó ella misma esposada y detenida durante horas. La ciudad aceptó llegar a un acuerdo económico en su demanda por arresto ilegal y volver a capacitar a sus agentes.",
  },
  "https://lawweekly.example.com/rulings/2021/04/jail-medical-neglect-immunity": {
    headline: "Corte niega la inmunidad al personal de la cárcel en un caso de falta de atención médica",
    excerpt:
      "Un juez federal dictaminó que el personal acusado de ignorar las repetidas súplicas de ayuda de un recluso podría enfrentar un juicio conforme a la Decimocuarta Enmienda.",
  },
  "https://coastalgazette.example.com/2020/12/family-seeks-answers-restraint-death": {
    headline: "Una familia busca respuestas sobre una muerte ocurrida después de una inmovilización policial",
    excerpt:
      "La familia presentó un reclamo ante el gobierno (government claim), el aviso por escrito que la ley de California exige antes de poder demandar a una entidad pública (una ciudad, un condado, el estado u otro organismo público), y pidió que se publicaran todos los videos.",
  },
  "https://civilrightsreview.example.com/interviews/2020/08/bane-act-explained": {
    headline: "Qué significa la Ley Bane para las víctimas de violencia policial",
    excerpt:
      "En una entrevista, el abogado explica cómo la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act) añade a las demandas federales por violación de derechos civiles las reparaciones que ofrece la ley estatal.",
  },
  "https://sonomavalleycourier.example.com/2020/03/malicious-prosecution-lawsuit": {
    headline: "Tras ser absuelto, un hombre demanda por acusación maliciosa",
    excerpt:
      "Un hombre absuelto de agredir a un agente presentó una demanda en la que afirma que los cargos se presentaron para encubrir la fuerza que usaron contra él durante el arresto.",
  },
  "https://capitollegaljournal.example.com/appeals/2019/10/warrantless-entry-opinion": {
    headline: "Una decisión publicada aclara los límites para entrar en una vivienda sin orden judicial",
    excerpt:
      "La Corte de Apelaciones del Noveno Circuito (Ninth Circuit) determinó que los agentes necesitaban una orden judicial o una verdadera emergencia antes de entrar en una vivienda por una queja de ruido, y anuló la sentencia sumaria (summary judgment) que le había dado la razón a la ciudad sin juicio.",
  },
  "https://redwoodcoasttribune.example.com/local/2019/06/teen-wrongful-detention": {
    headline: "Acuerdo económico en el caso de la detención injustificada de un adolescente",
    excerpt:
      "Un joven de 16 años estuvo retenido tres horas en una patrulla después de que lo confundieran con un sospechoso. El condado llegó a un acuerdo con la familia sin admitir culpa.",
  },
  "https://justicereport.example.com/2019/01/taser-risks-vulnerable-people": {
    headline: "Abogados de derechos civiles advierten sobre los riesgos de la pistola Taser para personas vulnerables",
    excerpt:
      "Defensores y abogados pidieron límites más estrictos al uso de pistolas Taser y de otras armas parecidas en personas que atraviesan una crisis de salud mental.",
  },
  "https://northbayledger.example.com/news/2018/09/veteran-jail-beating-settlement": {
    headline: "Acuerdo económico en la demanda de un veterano por una golpiza en la cárcel",
    excerpt:
      "Un veterano que afirma que unos guardias lo golpearon después de pedir su medicamento llegó a un acuerdo en su demanda contra el condado, que ha instalado más cámaras en la cárcel.",
  },
  "https://valleyobserver.example.com/courts/2018/04/police-dog-bystander-ruling": {
    headline: "Juez permite seguir adelante con la demanda por el ataque de un perro policía a un transeúnte",
    excerpt:
      "Un hombre al que mordieron mientras caminaba a su casa, y que no coincidía con ninguna descripción del sospechoso, puede seguir adelante con su demanda por fuerza excesiva y negligencia.",
  },
  "https://lawweekly.example.com/profiles/2017/11/marine-to-civil-rights-attorney": {
    headline: "Perfil: el camino de un veterano de los Marines hacia la defensa de los derechos civiles",
    excerpt:
      "Diez años en el Cuerpo de Marines y después la facultad de derecho: el perfil de un abogado del norte de California que hoy representa a personas lastimadas o perjudicadas por la policía.",
  },
  "https://coastalgazette.example.com/2017/05/wrong-house-search-lawsuit": {
    headline: "Según la demanda de una mujer, agentes del sheriff registraron su casa sin orden judicial",
    excerpt:
      "Según la demanda, los agentes registraron la casa equivocada mientras buscaban a un sospechoso y mantuvieron a la familia a punta de pistola durante cuarenta minutos.",
  },
  "https://sonomavalleycourier.example.com/2016/12/excessive-force-video-settlement": {
    headline: "La ciudad llega a un acuerdo económico en un caso de fuerza excesiva tras conocerse un video",
    excerpt:
      "El video que un testigo grabó con su teléfono contradijo los informes de los agentes. La ciudad llegó a un acuerdo semanas después de que el video se hiciera público.",
  },
  "https://civilrightsreview.example.com/features/2016/07/qualified-immunity": {
    headline: "La inmunidad calificada y las personas que deja desamparadas",
    excerpt:
      "Abogados de derechos civiles, entre ellos un abogado de la zona norte de la Bahía de San Francisco (North Bay), analizan cómo la inmunidad calificada influye en qué casos llegan a un jurado.",
  },
  "https://redwoodcoasttribune.example.com/local/2015/10/custody-death-lawsuit": {
    headline: "Presentan una demanda por muerte injusta tras el fallecimiento de un hombre bajo custodia",
    excerpt:
      "La demanda alega que el personal de la cárcel no vigiló a un hombre que mostraba síntomas de abstinencia, a pesar de una política que exigía revisiones cada treinta minutos.",
  },
  "https://northbayledger.example.com/news/2015/03/filming-police-arrest-claim": {
    headline: "Un arresto por grabar a la policía lleva a una demanda por derechos civiles",
    excerpt:
      "Un hombre que grababa a unos agentes desde la acera fue arrestado por obstrucción; el cargo fue retirado, y su demanda sostiene que el arresto violó la Primera y la Cuarta Enmienda.",
  },
  "https://capitollegaljournal.example.com/appeals/2014/08/bane-act-verdict-reinstated": {
    headline: "Corte de Apelaciones de California restablece un veredicto conforme a la Ley Bane",
    excerpt:
      "La corte determinó que el jurado podía concluir que hubo una intención específica de violar los derechos del demandante, y restableció un veredicto conforme a la sección 52.1 del Código Civil de California.",
  },
  "https://valleyobserver.example.com/community/2015/05/pro-bono-service-award": {
    headline: "Abogado local recibe el reconocimiento “Distinguished Pro Bono Service Award”",
    excerpt:
      "La Coastal Counties Bar Foundation reconoció al abogado por representar sin cobrar honorarios a personas que afirmaban que se habían violado sus derechos civiles y que no encontraban quien las representara.",
  },
  "https://sonomavalleycourier.example.com/2012/02/civil-rights-practice-profile": {
    headline: "Un veterano de los Marines forma una oficina de abogados de derechos civiles en Santa Rosa",
    excerpt:
      "Tres años después de abrir, una oficina de abogados de Santa Rosa dedicada a las personas lastimadas o perjudicadas por abuso policial ya acepta casos de toda la zona norte de la Bahía de San Francisco (North Bay), con consultas gratuitas para quien necesite orientación.",
  },
};

export const pressItems = translateItems(en.pressItems, (item) => item.link, texts) satisfies Translation<
  typeof en.pressItems
>;

/** Newest first, as the English list is ordered: the same dates, so the same order. */
export function pressNewestFirst(items: readonly en.PressItem[] = pressItems): en.PressItem[] {
  return en.pressNewestFirst(items);
}
