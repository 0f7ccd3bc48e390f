/** Translation awaiting the firm's review: the 12 practice areas as cards, in Spanish.
 *
 * Glossary for the firm to confirm, used the same way on every Spanish practice page:
 *   police misconduct ............ mala conducta policial
 *   excessive force / brutality .. fuerza excesiva / brutalidad policial
 *   false arrest ................. arresto falso
 *   false imprisonment ........... privación ilegal de la libertad (false imprisonment)
 *   wrongful death ............... "Muerte por negligencia" as the area's name (the term people search
 *                                  for); the page's text says "muerte injusta", more exact for a
 *                                  police shooting, and names both once
 *   survival claim ............... demanda de supervivencia (survival claim)
 *   malicious prosecution ........ enjuiciamiento malicioso
 *   illegal search ............... registro ilegal
 *   custodial abuse .............. abuso bajo custodia
 *   resisting arrest ............. "Resistencia a la autoridad" as the area's name; "resistirse al
 *                                  arresto" in the text
 *   police dog / K-9 ............. perro policía / unidad canina (K-9); handler: guía
 *   Taser / ECD .................. pistola Taser / dispositivo de control electrónico
 *   positional asphyxia .......... asfixia posicional; prone restraint: sujeción boca abajo
 *   concierge legal services ..... servicios legales personalizados (concierge)
 *   officer / peace officer ...... agente / agente del orden
 *   agency ....................... agencia
 *   court ........................ corte (Supreme Court: Corte Suprema; Ninth Circuit: Noveno Circuito)
 *   warrant ...................... orden judicial
 *   probable cause ............... causa probable; reasonable suspicion: sospecha razonable
 *   seizure (of a person) ........ detención (seizure)
 *   qualified immunity ........... inmunidad calificada (qualified immunity)
 *   deliberate indifference ...... indiferencia deliberada
 *   battery ...................... agresión física (battery)
 *   felony / misdemeanor ......... delito grave (felony) / delito menor (misdemeanor)
 *   plea ......................... acuerdo de culpabilidad (plea); no contest: no impugnar (no contest)
 *   government claim ............. reclamo gubernamental (government claim)
 *   contingency fee .............. honorarios de contingencia
 *   case evaluation .............. evaluación del caso (gratuita y confidencial)
 *   body camera / badge number ... cámara corporal / número de placa; patrol car: patrulla
 *   Penal / Civil / Government Code ... Código Penal / Código Civil / Código de Gobierno
 *   Code of Civil Procedure ...... Código de Procedimiento Civil; Evidence Code: Código de Evidencia
 *   Business and Professions Code  Código de Negocios y Profesiones
 *   42 U.S.C. section 1983 ....... sección 1983 del Título 42 del Código de los EE. UU. (42 U.S.C. § 1983)
 *   Tom Bane Civil Rights Act .... kept in English, glossed "Ley de Derechos Civiles Tom Bane"
 * Case names, statutes' proper names (Prison Litigation Reform Act, Assembly Bill 360) and courts'
 * names stay in English. The quotes at the top of the pages are the office's own translations.
 * The card titles below are the area names of the Spanish navigation (`~/content/es/navigation`,
 * written in parallel), except "electrónico" where it says "eléctrico": an ECD is an electronic
 * control device. Once both are merged, the titles can be read from there, as in English.
 */
import type { PracticeArea } from "~/content/practice-areas";
import type * as en from "~/content/practice-areas";
import type { PracticeAreaSlug } from "~/content/navigation";
import type { Translation } from "~/content/translation";
import civilRightsImage from "~/assets/practice-areas/civil-rights.svg?no-inline";
import resistingArrestImage from "~/assets/practice-areas/resisting-arrest.svg?no-inline";
import excessiveForceImage from "~/assets/practice-areas/excessive-force.svg?no-inline";
import custodialAbuseImage from "~/assets/practice-areas/custodial-abuse.svg?no-inline";
import falseArrestImage from "~/assets/practice-areas/false-arrest.svg?no-inline";
import wrongfulDeathImage from "~/assets/practice-areas/wrongful-death.svg?no-inline";
import policeDogsImage from "~/assets/practice-areas/police-dogs.svg?no-inline";
import positionalAsphyxiaImage from "~/assets/practice-areas/positional-asphyxia.svg?no-inline";
import maliciousProsecutionImage from "~/assets/practice-areas/malicious-prosecution.svg?no-inline";
import taserDevicesImage from "~/assets/practice-areas/taser-devices.svg?no-inline";
import illegalSearchesImage from "~/assets/practice-areas/illegal-searches.svg?no-inline";
import conciergeLegalImage from "~/assets/practice-areas/concierge-legal.svg?no-inline";

export type { PracticeArea, PracticeAreaImage } from "~/content/practice-areas";

/** All card artwork is drawn on the same 640 by 400 canvas (as in the English cards). */
const ART = { width: 640, height: 400 } as const;

type Card = { title: string; description: string; image: { src: string; alt: string } };

/**
 * In the order of the spec (and of the navigation). Only types come from the English modules,
 * so no English text rides in the Spanish pages' JavaScript.
 */
const cards = {
  "civil-rights": {
    title: "Mala conducta policial",
    description:
      "Cuando un agente miente, abusa de su poder o ignora sus derechos, la ley federal y la de California le permiten exigir cuentas al agente y a su agencia. Conozca cómo funciona un reclamo por mala conducta policial y qué hacer primero.",
    image: { src: civilRightsImage, alt: "Dibujo lineal de la balanza de la justicia sobre fondo azul marino" },
  },
  "resisting-arrest": {
    title: "Resistencia a la autoridad",
    description:
      "Un cargo por resistirse al arresto a menudo se presenta para justificar la fuerza que usó un agente. Conozca lo que realmente exige la sección 148 del Código Penal y por qué un acuerdo de culpabilidad puede decidir si algún día podrá demandar.",
    image: { src: resistingArrestImage, alt: "Dibujo lineal de unas esposas sobre fondo azul marino" },
  },
  "excessive-force": {
    title: "Fuerza excesiva / brutalidad policial",
    description:
      "Los agentes solo pueden usar la fuerza que sea objetivamente razonable. Las golpizas, los disparos y la fuerza contra personas que no eran una amenaza pueden violar la Constitución y la ley de California.",
    image: { src: excessiveForceImage, alt: "Dibujo lineal de un escudo agrietado sobre fondo azul marino" },
  },
  "custodial-abuse": {
    title: "Abuso bajo custodia",
    description:
      "Las personas detenidas en cárceles y prisiones conservan sus derechos. Las agresiones del personal, las emergencias médicas ignoradas y la falta de protección pueden impugnarse en la corte.",
    image: {
      src: custodialAbuseImage,
      alt: "Dibujo lineal de la ventana con barrotes de una celda sobre fondo azul marino",
    },
  },
  "false-arrest": {
    title: "Arresto falso",
    description:
      "Un arresto requiere causa probable. Si lo esposaron, lo encarcelaron o lo retuvieron sin un motivo legal, es posible que tenga un reclamo por arresto falso y privación ilegal de la libertad.",
    image: { src: falseArrestImage, alt: "Dibujo lineal de un candado abierto sobre fondo azul marino" },
  },
  "wrongful-death": {
    title: "Muerte por negligencia",
    description:
      "Cuando un ser querido muere a manos de la policía o bajo custodia, la familia puede buscar la verdad y exigir responsabilidades. Hay plazos estrictos que corren desde el día de la muerte.",
    image: {
      src: wrongfulDeathImage,
      alt: "Dibujo lineal de una vela conmemorativa encendida sobre fondo azul marino",
    },
  },
  "police-dogs": {
    title: "Mordeduras de perros policía",
    description:
      "La mordedura de un perro policía es un uso de la fuerza que debe ser razonable. Las mordeduras a personas que se habían entregado o a transeúntes, o las mordeduras prolongadas y sin control, pueden causar daños duraderos.",
    image: { src: policeDogsImage, alt: "Dibujo lineal de la huella de la pata de un perro sobre fondo azul marino" },
  },
  "positional-asphyxia": {
    title: "Asfixia posicional",
    description:
      "Sujetar a una persona boca abajo con peso sobre la espalda puede impedirle respirar. California limita estas sujeciones, y los agentes deben actuar cuando alguien no puede respirar.",
    image: {
      src: positionalAsphyxiaImage,
      alt: "Dibujo lineal de líneas de aire en movimiento sobre fondo azul marino",
    },
  },
  "malicious-prosecution": {
    title: "Enjuiciamiento malicioso",
    description:
      "Los cargos basados en informes falsos o pruebas fabricadas pueden costarle su libertad, su trabajo y su reputación. Cuando el caso termina a su favor, la ley puede permitirle defenderse.",
    image: { src: maliciousProsecutionImage, alt: "Dibujo lineal del mazo de un juez sobre fondo azul marino" },
  },
  "taser-devices": {
    title: "Pistolas Taser / dispositivos de control electrónico",
    description:
      "Una pistola Taser es un uso grave de la fuerza. Las descargas repetidas, las descargas contra personas que no eran una amenaza y las caídas causadas por una Taser pueden violar sus derechos.",
    image: { src: taserDevicesImage, alt: "Dibujo lineal de un rayo sobre fondo azul marino" },
  },
  "illegal-searches": {
    title: "Registros ilegales",
    description:
      "Por lo general, la policía necesita una orden judicial para registrar su casa, su teléfono o sus pertenencias. Un registro sin orden judicial o sin una excepción válida puede impugnarse en la corte.",
    image: { src: illegalSearchesImage, alt: "Dibujo lineal de una casa junto a una lupa sobre fondo azul marino" },
  },
  "concierge-legal": {
    title: "Servicios legales personalizados",
    description:
      "Acceso directo y personal a un abogado para asuntos legales que no son una demanda de derechos civiles: orientación, revisión de documentos y un plan antes de que los problemas crezcan.",
    image: { src: conciergeLegalImage, alt: "Dibujo lineal de un timbre de recepción sobre fondo azul marino" },
  },
} satisfies Record<PracticeAreaSlug, Card>;

/** The Spanish page of an area: the English path under the /es prefix. */
function spanishHref(slug: PracticeAreaSlug): string {
  return `/es/practice-areas/${slug}`;
}

/** The 12 practice areas in the order of the spec (and of the navigation). */
export const practiceAreas: PracticeArea[] = (Object.keys(cards) as PracticeAreaSlug[]).map((slug) => {
  const { title, description, image } = cards[slug];
  return { slug, title, description, href: spanishHref(slug), image: { ...image, ...ART } };
}) satisfies Translation<typeof en.practiceAreas>;
