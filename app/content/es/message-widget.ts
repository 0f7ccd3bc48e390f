/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "No es un chatbot"; the reply promise "dentro de 24 horas".
 */
import { firm } from "~/content/firm";
import type * as en from "~/content/message-widget";
import type { Translation } from "~/content/translation";
import { messageWidgetLauncherCopy } from "./message-widget-launcher";

// Also here, beside the panel's words; the layout imports it from ./message-widget-launcher alone.
export { messageWidgetLauncherCopy };
import { messageConfidentiality } from "./shared";

export const messageWidgetCopy = {
  title: `Mensaje a la oficina de ${firm.attorney.name}`,
  subtitle: "No es un chatbot: su mensaje llega a la oficina y lo lee una persona.",
  close: messageWidgetLauncherCopy.close,
  conversationLabel: "Conversación",
  messagesLabel: "Mensajes",
  visitorPrefix: "Usted:",
  officePrefix: "Oficina:",

  greeting: `Hola. Por aquí puede comunicarse con la oficina de ${firm.attorney.name}. No es un chatbot y no puede conversar, pero sí puede hacer llegar su mensaje a la oficina de inmediato. Cuéntenos brevemente qué pasó.`,
  contactPrompt: `Gracias. Para que ${firm.attorney.name} pueda responderle personalmente en un plazo de 24 horas, deje abajo su nombre y un correo electrónico o un número de teléfono.`,
  successReply: (name: string, hasPhone: boolean) =>
    `Gracias, ${name}. Su mensaje fue enviado directamente a ${firm.attorney.name}, quien revisará los detalles de su caso y se comunicará con usted por ${hasPhone ? "teléfono" : "correo electrónico"} en un plazo de 24 horas. Si es urgente, llame al ${firm.phone.display}.`,

  messageLabel: "Su mensaje",
  messageHint: "Intro envía. Mayús+Intro empieza una línea nueva.",
  messagePlaceholder: "Escriba su mensaje…",
  sendMessage: "Enviar mensaje",

  contactFormTitle: "Sus datos de contacto",
  contactFormHint: "Su nombre y un correo electrónico o un número de teléfono.",
  nameLabel: "Nombre",
  emailLabel: "Correo electrónico",
  phoneLabel: "Teléfono",
  required: "(obligatorio)",
  submit: "Enviar a la oficina",
  sending: "Enviando...",
  invalidDetails: "Revise su nombre, su correo electrónico y su número de teléfono.",
  notice: `Enviar este mensaje no crea una relación abogado-cliente. ${messageConfidentiality}`,
  privacyLink: "Política de privacidad",
  privacyHref: "/es/privacy",

  sentTitle: "Mensaje enviado",
  sentBody: `La oficina de ${firm.attorney.name} recibió su mensaje.`,
  closeAfterSent: "Cerrar",

  call: "Llamar",
  scheduleConsultation: "Solicitar una consulta",
  scheduleConsultationHref: "/es/contact",

  successToast: {
    title: "Mensaje enviado",
    description: `¡Su mensaje fue enviado con éxito a la oficina de ${firm.attorney.name}!`,
  },
  errorToast: {
    variant: "destructive",
    title: "Error",
    description: `Hubo un error al enviar su mensaje. Intente llamar directamente al ${firm.phone.display}.`,
  },
} as const satisfies Translation<typeof en.messageWidgetCopy>;
