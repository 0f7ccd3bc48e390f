/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "confidencial y protegida por el secreto profesional" for "confidential and
 * privileged"; "cargos penales pendientes"; "agencia de policía" (city police or county sheriff).
 * The option values sent to the office stay the spec's English values; only their labels are Spanish.
 */
import { firm } from "~/content/firm";
import type { CaseEvaluationCopy } from "~/features/case-evaluation/form-copy";
import { messageConfidentiality } from "./shared";

export const caseEvaluationCopy = {
  title: "Formulario de solicitud de evaluación del caso",
  confidentiality:
    "Toda la información que usted proporcione es confidencial y está protegida por el secreto profesional.",
  requiredNote: "Los campos marcados con un asterisco (*) son obligatorios.",
  optional: "(opcional)",
  groups: { contact: "Cómo comunicarnos con usted", incident: "Qué pasó" },

  fields: {
    firstName: { label: "Nombre" },
    lastName: { label: "Apellido" },
    email: { label: "Correo electrónico" },
    phone: { label: "Número de teléfono", hint: "Incluya el código de área." },
    preferredLanguage: {
      label: "Idioma preferido",
      placeholder: "Seleccione un idioma",
      options: {
        English: "Inglés",
        Spanish: "Español",
        French: "Francés",
        German: "Alemán",
        Italian: "Italiano",
        Portuguese: "Portugués",
        Russian: "Ruso",
        "Chinese (Mandarin)": "Chino (mandarín)",
        Japanese: "Japonés",
        Korean: "Coreano",
        Arabic: "Árabe",
        Other: "Otro",
      },
    },
    caseDescription: {
      label: "Cuéntenos qué pasó",
      hint: "Bastan unas pocas oraciones: qué pasó y quiénes participaron.",
    },
    pendingCharges: { label: "¿Tiene cargos penales pendientes?", yes: "Sí", no: "No" },
    policeAgency: {
      label: "Agencia de policía involucrada",
      hint: "Policía de la ciudad o alguacil del condado. Puede escribir «No estoy seguro».",
    },
    incidentDate: {
      label: "Fecha del incidente",
      placeholder: "Elija una fecha",
      hint: "Si no está seguro del día exacto, elija el más cercano.",
      dialogTitle: "Elija la fecha del incidente",
      dialogHelp: "Las flechas cambian de día; Re Pág y Av Pág cambian de mes. Presione Intro para elegir un día.",
      close: "Cerrar",
      clear: "Borrar la fecha",
      loading: "Cargando el calendario…",
    },
    incidentLocation: {
      label: "Lugar del incidente",
      hint: "La ciudad, la calle o el lugar. Puede escribir «No estoy seguro».",
    },
    howHeardAboutUs: {
      label: "¿Cómo se enteró de nosotros?",
      placeholder: "Seleccione una opción",
      hint: "Si no está seguro, elija «Otro».",
      options: {
        "Google search": "Búsqueda en Google",
        "Referral from another attorney": "Recomendación de otro abogado",
        "Friend or family recommendation": "Recomendación de un amigo o familiar",
        "Social media": "Redes sociales",
        "News article": "Artículo de prensa",
        "Yellow Pages": "Páginas Amarillas",
        "Previous client": "Cliente anterior",
        "Court referral": "Remisión de un tribunal",
        Other: "Otro",
      },
    },
  },

  honeypotLabel: "Deje este campo vacío",

  submit: "Enviar solicitud de evaluación del caso",
  submitting: "Enviando...",

  notices: {
    confidential: `Su información es confidencial y está protegida por el secreto profesional. ${messageConfidentiality}`,
    noRelationship: "Enviar este formulario no crea una relación abogado-cliente.",
    privacyLead: "Cómo tratamos lo que usted envía:",
    privacyLink: { text: "Política de privacidad", href: "/es/privacy" },
    urgentLead: "¿Necesita ayuda de inmediato? Llame al",
  },

  confirmation: {
    title: "Recibimos su solicitud",
    body: `La oficina de ${firm.attorney.name} tiene su solicitud de evaluación del caso.`,
    referenceLabel: "Su número de referencia:",
    referenceHint: "Si llama a la oficina, dé este número de referencia para que encuentren su solicitud rápidamente.",
    nextTitle: "Qué pasa después",
    next: "La oficina revisa su solicitud y se comunica con usted, por lo general en un plazo de 24 horas, por teléfono o correo electrónico, para acordar su evaluación gratuita del caso.",
    callLead: "¿Necesita hablar antes? Llame al",
    sendAnother: "Enviar otra solicitud",
  },

  toast: {
    success: {
      title: "Solicitud de evaluación del caso enviada",
      description: "Un miembro de nuestro equipo se comunicará con usted pronto para hablar de su caso.",
    },
    failure: {
      variant: "destructive",
      title: "Error",
      description: "Hubo un error al enviar su solicitud. Vuelva a intentarlo o llámenos directamente.",
    },
  },
} as const satisfies CaseEvaluationCopy;
