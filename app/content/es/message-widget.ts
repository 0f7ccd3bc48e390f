/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "no es un chatbot"; the reply promise "por lo general en un plazo de 24
 * horas" (as the English says "usually"); the greeting's line on who at the office speaks Spanish
 * (firm.spanishSpeakers, worded by spanishService in ./shared). The greeting names who answers in
 * Spanish, so the replies say the attorney reads the message and the office answers (in Spanish
 * while someone there speaks it), not that the attorney calls in person.
 * The link to /es/contact is "Contacto", as in the menu (short enough for the panel's footer at
 * 320 px, beside the phone number; the glossary refuses "Contáctenos"): "Pida su consulta
 * gratuita" always leads to the form at /es/consultation.
 */
import type * as en from "~/content/message-widget";
import type { Translation } from "~/content/translation";
import { messageWidgetLauncherCopy } from "./message-widget-launcher";

// Also here, beside the panel's words; the layout imports it from ./message-widget-launcher alone.
export { messageWidgetLauncherCopy };
import { waitWords } from "./contact-request-messages";
import { evidenceOfferCopy } from "./evidence-upload";

export const messageWidgetCopy = {
  title: `Envíe un mensaje a la oficina de {attorney}`,
  subtitle: "No es un chatbot: su mensaje llega a la oficina y lo lee una persona.",
  close: messageWidgetLauncherCopy.close,
  conversationLabel: "Conversación",
  messagesLabel: "Mensajes",
  visitorPrefix: "Usted:",
  officePrefix: "Oficina:",

  greeting: `Hola. Por aquí puede escribirle a la oficina de {attorney}. Esta ventana no es un chatbot: no contesta preguntas ni conversa, pero hace llegar su mensaje a la oficina de inmediato. {spanish greeting} Cuéntenos brevemente qué pasó.`,
  contactPrompt: `Gracias. Para que la oficina de {attorney} le responda personalmente, por lo general en un plazo de 24 horas, deje abajo su nombre y un correo electrónico o un número de teléfono.`,
  successReply: (name: string, hasPhone: boolean) =>
    `Gracias, ${name}. Su mensaje llegó directamente a {attorney}, quien revisará lo que nos contó. La oficina se comunicará con usted{in spanish} por ${hasPhone ? "teléfono" : "correo electrónico"}, por lo general en un plazo de 24 horas. Si es urgente, llame al {phone}.`,

  messageLabel: "Su mensaje",
  messageHint: "Enter envía el mensaje. Shift + Enter pasa a una línea nueva.",
  messagePlaceholder: "Escriba su mensaje…",
  sendMessage: "Enviar mensaje",
  addMorePlaceholder: "Agregue más detalles (opcional)…",
  addMore: "Agregar a su mensaje",

  contactFormTitle: "Sus datos de contacto",
  contactFormHint: "Su nombre y un correo electrónico o un número de teléfono.",
  nameLabel: "Nombre",
  emailLabel: "Correo electrónico",
  phoneLabel: "Teléfono",
  required: "(obligatorio)",
  submit: "Enviar a la oficina",
  sending: "Enviando…",
  invalidDetails: "Revise su nombre, su correo electrónico y su número de teléfono.",
  notice: `Enviar este mensaje no crea una relación abogado-cliente: para eso, usted y la oficina deben firmar un contrato de honorarios por escrito. Aun así, su mensaje es confidencial. {confidentiality}`,
  privacyLink: "Política de privacidad",
  privacyHref: "/es/privacy",

  sentTitle: "Mensaje enviado",
  sentBody: `La oficina de {attorney} recibió su mensaje.`,
  referenceLabel: "Su número de referencia:",
  /** Once the message is in: the offer to send photos or video with it. */
  evidenceOffer: evidenceOfferCopy,
  closeAfterSent: "Cerrar",

  call: "Llamar",
  scheduleConsultation: "Pedir consulta",
  scheduleConsultationHref: "/es/contact",

  successToast: {
    title: "Mensaje enviado",
    description: `Su mensaje llegó a la oficina de {attorney}.`,
  },
  errorToast: {
    variant: "destructive",
    title: "No se pudo enviar su mensaje",
    description: `Su mensaje no llegó a la oficina. Vuelva a intentarlo o llame directamente al {phone}.`,
  },
  rateLimitedToast: (seconds: number) => ({
    variant: "destructive" as const,
    title: "Espere antes de volver a enviar",
    description: `Se enviaron varios mensajes desde su conexión en poco tiempo. Espere ${waitWords(seconds)} y vuelva a enviarlo, o llame al {phone}. Su mensaje sigue aquí.`,
  }),
} as const satisfies Translation<typeof en.messageWidgetCopy>;
