/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "¡TENGA EN CUENTA QUE NOS MUDAMOS!" for "PLEASE NOTE WE HAVE MOVED!".
 */
import { firm } from "~/content/firm";
import type * as en from "~/content/contact";
import type { Translation } from "~/content/translation";
import { consultationAction, feeTerms, firmText, messageConfidentiality } from "./shared";

export const contactCopy = {
  meta: {
    title: "Comuníquese con la oficina",
    description: `Llame al ${firm.phone.display} o escriba a ${firm.name} en ${firm.address.city} para una evaluación del caso gratuita y confidencial, por lo general en un plazo de 24 horas.`,
  },
  hero: {
    eyebrow: "Contacto",
    title: "Obtenga su evaluación gratuita del caso",
    lead: `Cuéntenos lo que pasó, por teléfono o por escrito, de forma confidencial. ${messageConfidentiality}`,
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
      notice: "¡TENGA EN CUENTA QUE NOS MUDAMOS!",
      body: "La nueva dirección de nuestra oficina:",
    },
    availability: { title: "Disponibilidad", body: firmText.availability },
    formPrompt: "¿Prefiere escribirlo? Use el formulario de evaluación del caso:",
    formLink: consultationAction.label,
  },
  why: {
    title: `¿Por qué elegir a ${firm.name}?`,
    cards: [
      {
        icon: "award",
        title: "Trayectoria comprobada",
        body: `Desde ${firm.servingSince}, el despacho ha recuperado millones de dólares para personas perjudicadas por la policía y ha hecho que las agencias rindan cuentas ante tribunales estatales y federales.`,
        /** A claim about past results: the results disclaimer goes with it (rule 7.1). */
        disclaimer: true,
      },
      { icon: "scale", title: "Sin costo para usted", body: feeTerms },
      {
        icon: "calendar",
        title: "Evaluación gratuita del caso",
        body: "Una conversación gratuita y confidencial sobre lo que pasó y lo que usted puede hacer, por lo general en un plazo de 24 horas, por teléfono, videollamada o en persona.",
      },
    ],
  },
} satisfies Translation<typeof en.contactCopy>;
