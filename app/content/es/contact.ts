/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "¡Nos cambiamos de oficina!" for "PLEASE NOTE WE HAVE MOVED!"; the fee card's
 * title "No paga honorarios a menos que obtengamos una compensación" for "No Cost to You" (its
 * text says case costs are separate, so the title promises no more than that); the heading "Hable
 * con nosotros: la consulta es gratuita", which says what the English heading says without
 * repeating the consultation page's ("Pida su consulta gratuita"), where that button leads.
 */
import type * as en from "~/content/contact";
import type { Translation } from "~/content/translation";
import { consultationAction, firmText } from "./shared";

export const contactCopy = {
  meta: {
    title: "Comuníquese con la oficina",
    description: `Llame al {phone} o escriba a {firm} en {city} para una consulta gratuita y confidencial, por lo general en un plazo de 24 horas.`,
  },
  hero: {
    eyebrow: "Contacto",
    title: "Hable con nosotros: la consulta es gratuita",
    lead: `Cuéntenos lo que pasó, por teléfono o por escrito, de forma confidencial. {confidentiality}`,
  },
  info: {
    title: "Información de contacto",
    phone: {
      title: "Teléfono",
      body: "Es la forma más rápida de comunicarse con nosotros. Si no podemos contestar, deje un mensaje y le devolveremos la llamada.",
    },
    email: { title: "Correo electrónico" },
    office: {
      title: "Oficina",
      notice: "¡Nos cambiamos de oficina!",
      body: "Nuestra nueva dirección:",
    },
    availability: { title: "Disponibilidad", body: firmText.availability },
    formPrompt: "¿Prefiere escribirnos? Use el formulario:",
    formLink: consultationAction.label,
  },
  why: {
    title: `¿Por qué elegir a {firm}?`,
    cards: [
      {
        icon: "award",
        title: "Nuestra trayectoria",
        body: `Desde {since}, la oficina ha obtenido millones de dólares para personas lastimadas o perjudicadas por la policía, y ha hecho que los departamentos de policía y del sheriff rindan cuentas ante cortes estatales y federales.`,
        /** A claim about past results: the results disclaimer goes with it (rule 7.1). */
        disclaimer: true,
      },
      { icon: "scale", title: "No paga honorarios a menos que obtengamos una compensación", body: "{fee terms}" },
      {
        icon: "calendar",
        title: "Consulta gratuita",
        body: "Una conversación gratuita y confidencial sobre lo que pasó y lo que usted puede hacer, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona.",
      },
    ],
  },
} satisfies Translation<typeof en.contactCopy>;
