/** Translation awaiting the firm's review: the 12 practice areas as cards, in Spanish.
 *
 * The terms are the glossary's (`~/content/es/glossary.ts`), used the same way on every Spanish
 * page: plain words first, the legal term in parentheses where a reader may meet it elsewhere.
 * The card titles are the area names of the Spanish navigation (`~/content/es/navigation`), as
 * the English cards read theirs. Case names, statutes' proper names (Prison Litigation Reform
 * Act, AB 360) and the English names of courts stay in English, after the Spanish. The quotes at
 * the top of the pages are the office's own translations.
 */
import type { PracticeArea, PracticeAreaImage } from "~/content/practice-areas";
import type * as en from "~/content/practice-areas";
import type { PracticeAreaSlug } from "~/content/navigation";
import type { Translation } from "~/content/translation";
import { practiceAreaLinks } from "../navigation";

export type { PracticeArea, PracticeAreaImage } from "~/content/practice-areas";

type Card = { description: string; image: PracticeAreaImage };

/**
 * In the order of the spec (and of the navigation). Only types come from the English modules,
 * so no English text rides in the Spanish pages' JavaScript.
 */
const cards = {
  "civil-rights": {
    description:
      "Cuando un agente miente, abusa de su poder o ignora sus derechos, la ley federal y la de California le permiten exigir cuentas al agente y a su departamento. Conozca cómo funciona un caso por abuso policial y qué hacer primero.",
    image: {
      ref: { builtin: "civil-rights" },
      alt: "Dibujo lineal de la balanza de la justicia sobre fondo azul marino",
    },
  },
  "resisting-arrest": {
    description:
      "Un cargo por resistirse al arresto a menudo se presenta para justificar la fuerza que usó un agente. Conozca lo que exige la sección 148 del Código Penal y por qué declararse culpable o aceptar un trato con la fiscalía puede decidir si podrá demandar.",
    image: { ref: { builtin: "resisting-arrest" }, alt: "Dibujo lineal de unas esposas sobre fondo azul marino" },
  },
  "excessive-force": {
    description:
      "Los agentes solo pueden usar la fuerza que sea objetivamente razonable. Las golpizas, los disparos y la fuerza contra personas que no eran una amenaza pueden violar la Constitución y la ley de California.",
    image: { ref: { builtin: "excessive-force" }, alt: "Dibujo lineal de un escudo agrietado sobre fondo azul marino" },
  },
  "custodial-abuse": {
    description:
      "Las personas detenidas en cárceles y prisiones conservan sus derechos. Las agresiones del personal, las emergencias médicas ignoradas y la falta de protección frente a otros detenidos pueden llevarse a la corte.",
    image: {
      ref: { builtin: "custodial-abuse" },
      alt: "Dibujo lineal de la ventana con barrotes de una celda sobre fondo azul marino",
    },
  },
  "false-arrest": {
    description:
      "Un arresto requiere causa probable. Si lo esposaron, lo encarcelaron o lo retuvieron sin un motivo legal, es posible que tenga un caso por arresto ilegal (false arrest) y privación ilegal de la libertad.",
    image: { ref: { builtin: "false-arrest" }, alt: "Dibujo lineal de un candado abierto sobre fondo azul marino" },
  },
  "wrongful-death": {
    description:
      "Cuando un ser querido muere a manos de la policía o bajo custodia, la familia puede buscar la verdad y exigir responsabilidades. Hay plazos estrictos que corren desde el día de la muerte.",
    image: {
      ref: { builtin: "wrongful-death" },
      alt: "Dibujo lineal de una vela conmemorativa encendida sobre fondo azul marino",
    },
  },
  "police-dogs": {
    description:
      "La mordedura de un perro policía es un uso de la fuerza que debe ser razonable. Las mordeduras a personas que se habían entregado o a transeúntes, o las mordeduras prolongadas y sin control, pueden causar daños duraderos.",
    image: {
      ref: { builtin: "police-dogs" },
      alt: "Dibujo lineal de la huella de la pata de un perro sobre fondo azul marino",
    },
  },
  "positional-asphyxia": {
    description:
      "Someter a una persona boca abajo con peso sobre la espalda puede impedirle respirar. California limita esta forma de sujetar a alguien, y los agentes deben actuar cuando una persona no puede respirar.",
    image: {
      ref: { builtin: "positional-asphyxia" },
      alt: "Dibujo lineal de líneas de aire en movimiento sobre fondo azul marino",
    },
  },
  "malicious-prosecution": {
    description:
      "Los cargos basados en informes falsos o pruebas fabricadas pueden costarle su libertad, su trabajo y su reputación. Cuando el caso penal termina a su favor, la ley puede permitirle exigir cuentas a los responsables.",
    image: {
      ref: { builtin: "malicious-prosecution" },
      alt: "Dibujo lineal del mazo de un juez sobre fondo azul marino",
    },
  },
  "taser-devices": {
    description:
      "Una descarga de pistola Taser es un uso grave de la fuerza. Las descargas repetidas, las descargas contra personas que no eran una amenaza y las caídas que causa una Taser pueden violar sus derechos.",
    image: { ref: { builtin: "taser-devices" }, alt: "Dibujo lineal de un rayo sobre fondo azul marino" },
  },
  "illegal-searches": {
    description:
      "Por lo general, la policía necesita una orden judicial (una orden de cateo) para registrar su casa, su teléfono o sus cosas. Un registro sin orden o sin una excepción válida puede llevarse a la corte.",
    image: {
      ref: { builtin: "illegal-searches" },
      alt: "Dibujo lineal de una casa junto a una lupa sobre fondo azul marino",
    },
  },
  "concierge-legal": {
    description:
      "Un servicio con costo, sin consulta gratuita: acceso directo y personal a un abogado para asuntos que no son una demanda de derechos civiles, como orientación, revisar documentos o planear antes de que un problema crezca.",
    image: {
      ref: { builtin: "concierge-legal" },
      alt: "Dibujo lineal de un timbre de recepción sobre fondo azul marino",
    },
  },
} satisfies Record<PracticeAreaSlug, Card>;

/** The Spanish page of an area: the English path under the /es prefix. */
function spanishHref(slug: PracticeAreaSlug): string {
  return `/es/practice-areas/${slug}`;
}

/** The 12 practice areas in the order of the spec (and of the navigation), named as the menu names them. */
export const practiceAreas: PracticeArea[] = practiceAreaLinks.map(({ slug, name }) => {
  const { description, image } = cards[slug];
  return { slug, title: name, description, href: spanishHref(slug), image: { ...image } };
}) satisfies Translation<typeof en.practiceAreas>;
