/**
 * Translation awaiting the firm's review: the page where a visitor answers the office, and the
 * lines that lead there at the end of each reply (the English original, and what each text
 * takes, are in ~/content/answer-page.ts). Addressed as usted, in the glossary's words.
 */
import { firm } from "~/content/firm";
import type * as en from "~/content/answer-page";
import type { Translation } from "~/content/translation";

export const answerPage = {
  mailFooter: (url: string, until: string) =>
    [
      `Para respondernos de forma segura, abra esta página: ${url}`,
      `Funciona hasta el ${until}, solamente para su solicitud, y no necesita crear una cuenta. Si responde a este correo, su respuesta también llega a la oficina, pero el correo es menos privado que esta página.`,
    ].join("\n"),
  title: `Responder a ${firm.name}`,
  description: "La página segura donde usted responde a la oficina sobre su solicitud.",
  heading: "Responder a la oficina",
  intro: `Escriba su respuesta a la oficina de ${firm.attorney.name}. Su respuesta se agrega a su solicitud, y solamente la oficina la lee.`,
  label: "Su respuesta",
  hint: "Tómese el tiempo que necesite. Puede volver a escribir mientras funcione el enlace de esta página.",
  submit: "Enviar mi respuesta",
  sending: "Enviando…",
  sent: "Gracias. Su respuesta ya está en la oficina, y alguien allí la va a leer.",
  writeMore: "Escribir otra respuesta",
  emptyAnswer: "Por favor, escriba su respuesta antes de enviarla.",
  tooLong: (max: number) => `Por favor, escriba menos de ${max.toLocaleString("es-US")} caracteres.`,
  until: (day: string) => `Esta página funciona hasta el ${day}.`,
  expiredHeading: "Este enlace ya no funciona",
  expired: `El enlace venció o no está completo. Por favor, llame a la oficina al ${firm.phone.display}, o responda al correo que recibió.`,
  notSaved: `No pudimos guardar su respuesta en este momento. Por favor, inténtelo de nuevo en un momento, o llame a la oficina al ${firm.phone.display}.`,
  tooMany: "Por favor, espere un minuto antes de enviar otra respuesta.",
  noRelationship: "Escribir a la oficina no hace, por sí solo, que seamos sus abogados.",
  privacyLead: "Cómo cuidamos lo que usted nos envía:",
  privacyLink: { text: "Política de privacidad", href: "/es/privacy" },
  phoneLead: "¿Es urgente? Llame al",
} satisfies Translation<typeof en.answerPage>;
