/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "confidencial y protegida por el privilegio abogado-cliente" for "confidential
 * and privileged", explained where the form first says it (the office may not reveal it, and the
 * law protects it even if the office does not take the case), so that it never reads as
 * contradicting "no crea una relación abogado-cliente"; "caso penal abierto (cargos pendientes)";
 * "¿De qué departamento de policía o del sheriff eran los agentes?" (not "¿Qué policía…?", which can
 * read as "which policewoman?", nor the calques "agencia" and "estuvo involucrada"). The form asks nothing in a way that assumes the
 * writer's gender ("Si no sabe…", "No sé"). The option values sent to the office stay the spec's
 * English values; only their labels are Spanish.
 */
import type { CaseEvaluationCopy } from "~/features/case-evaluation/form-copy";
import { waitWords } from "./contact-request-messages";
import { evidenceOfferCopy } from "./evidence-upload";

export const caseEvaluationCopy = {
  title: "Formulario para pedir su consulta gratuita",
  confidentiality:
    "Lo que usted nos cuente para pedir asesoría legal es confidencial: la oficina no puede revelarlo, y la ley lo protege como una conversación con un abogado (privilegio abogado-cliente), aunque la oficina no tome su caso.",
  requiredNote: "Los campos marcados con un asterisco (*) son obligatorios.",
  optional: "(opcional)",
  groups: { contact: "Cómo comunicarnos con usted", incident: "Qué pasó" },

  fields: {
    firstName: { label: "Nombre" },
    lastName: { label: "Apellido(s)" },
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
      hint: "Bastan unas pocas líneas: qué pasó y quiénes estaban involucrados.",
    },
    pendingCharges: {
      label: "¿Tiene un caso penal abierto (cargos pendientes)?",
      yes: "Sí",
      no: "No",
      unknown: "No sé",
    },
    policeAgency: {
      label: "¿De qué departamento de policía o del sheriff eran los agentes?",
      hint: "Por ejemplo: la policía de la ciudad o el sheriff del condado. Si no sabe, escriba “No sé”.",
    },
    incidentDate: {
      label: "Fecha del incidente",
      placeholder: "Elija una fecha",
      hint: "Si no sabe el día exacto, elija el más cercano.",
      dialogTitle: "Elija la fecha del incidente",
      dialogHelp:
        "Use las flechas del teclado para cambiar de día y las teclas Page Up y Page Down para cambiar de mes. Presione Enter para elegir el día.",
      close: "Cerrar",
      clear: "Borrar la fecha",
      loading: "Cargando el calendario…",
    },
    incidentLocation: {
      label: "Lugar del incidente",
      hint: "La ciudad, la calle o el lugar. Si no sabe, escriba “No sé”.",
    },
    reachBy: {
      label: "¿Cómo puede comunicarse la oficina con usted?",
      hint: "Si una llamada, un mensaje de texto o un mensaje de voz podría ponerle en peligro, elija la forma que sea segura para usted.",
      options: {
        any: "Llamada, mensaje de texto o mensaje de voz: cualquiera está bien",
        "no-voicemail": "Llamada o mensaje de texto, pero sin dejar mensaje de voz",
        "text-only": "Solo mensajes de texto: no llamar",
        "call-only": "Solo llamadas: no enviar mensajes de texto",
        "email-only": "Solo correo electrónico: no llamar ni enviar mensajes de texto",
      },
    },
    safeTime: {
      label: "Una hora segura para comunicarnos con usted",
      hint: "Por ejemplo: entre semana, después de las 6:00 p.m.",
    },
    howHeardAboutUs: {
      label: "¿Cómo se enteró de nosotros?",
      placeholder: "Seleccione una opción",
      hint: "Si no se acuerda, elija “Otro”.",
      options: {
        "Google search": "Búsqueda en Google",
        "Referral from another attorney": "Recomendación de otro abogado",
        "Friend or family recommendation": "Recomendación de un amigo o familiar",
        "Social media": "Redes sociales",
        "News article": "Una noticia (periódico o internet)",
        "Yellow Pages": "Páginas Amarillas",
        "Previous client": "Ya fui cliente de la oficina",
        "Court referral": "Recomendación de una corte",
        Other: "Otro",
      },
    },
  },

  honeypotLabel: "Deje este campo vacío",

  submit: "Enviar mi solicitud",
  submitting: "Enviando…",

  draft: {
    note: "Lo que escribe se guarda en esta pestaña del navegador hasta que lo envíe o lo borre.",
    clear: "Borrar este formulario",
    cleared: "Se borró el formulario.",
    undo: "Recuperar lo que escribí",
    restored: "Aquí está lo que escribió antes en esta pestaña del navegador.",
    restoredClear: "Borrarlo ahora",
  },

  notices: {
    confidential: "{confidentiality}",
    noRelationship:
      "Enviar este formulario no crea una relación abogado-cliente: usted pasa a ser cliente solo cuando usted y la oficina firman un contrato de honorarios por escrito.",
    privacyLead: "Cómo cuidamos lo que usted nos envía:",
    privacyLink: { text: "Política de privacidad", href: "/es/privacy" },
    urgentLead: "¿Necesita ayuda de inmediato? Llame al",
  },

  confirmation: {
    title: "Recibimos su solicitud",
    body: `Su solicitud ya está en la oficina de {attorney}.`,
    referenceLabel: "Su número de referencia:",
    referenceHint: "Si llama a la oficina, dé este número de referencia para que encuentren su solicitud rápidamente.",
    nextTitle: "Qué pasa después",
    next: "La oficina revisa su solicitud y se comunica con usted, por lo general en un plazo de 24 horas, por teléfono o correo electrónico, para acordar su consulta gratuita.",
    callLead: "¿Necesita hablar antes? Llame al",
    sendAnother: "Enviar otra solicitud",
    evidence: evidenceOfferCopy,
  },

  toast: {
    success: {
      title: "Solicitud enviada",
      description: "Alguien de la oficina se comunicará con usted pronto para hablar de su caso.",
    },
    failure: {
      variant: "destructive",
      title: "No se pudo enviar su solicitud",
      description: `Su solicitud no llegó a la oficina. Lo que escribió sigue en el formulario: vuelva a intentarlo o llámenos al {phone}.`,
    },
    rateLimited: (seconds: number) => ({
      variant: "destructive" as const,
      title: "Espere antes de volver a enviar",
      description: `Se enviaron varias solicitudes desde su conexión en poco tiempo. Espere ${waitWords(seconds)} y vuelva a enviarla, o llámenos al {phone}. Lo que escribió sigue en el formulario.`,
    }),
  },
} as const satisfies CaseEvaluationCopy;
