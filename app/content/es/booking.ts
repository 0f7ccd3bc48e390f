/**
 * Translation awaiting the firm's review: elegir la hora de la consulta gratuita (the English
 * original, and what each text takes, are in ~/content/booking.ts). Addressed as usted, in the
 * glossary's words.
 */
import type * as en from "~/content/booking";
import type { Translation } from "~/content/translation";

export const bookingOfferCopy = {
  heading: "Elija la hora de su consulta gratuita",
  body: "Escoja la hora que mejor le quede. La oficina se la aparta de inmediato y se la confirma.",
  choose: "Apartar esta hora",
  more: "Ver más horas",
  /** After each time: the clock it is on. */
  zone: "hora de California",
  none: "No hay horas libres en los próximos días: la oficina se comunicará con usted para acordar una.",
} satisfies Translation<typeof en.bookingOfferCopy>;

export const bookingPage = {
  title: "Elija la hora de su consulta gratuita",
  description: "La página segura donde usted elige la hora de su consulta gratuita.",
  heading: "Elija la hora de su consulta gratuita",
  intro:
    "Escoja la hora que mejor le quede. La oficina se la aparta de inmediato y se la confirma por correo o por teléfono, con los detalles de cómo será la consulta: por teléfono, por videollamada o en nuestra oficina.",
  length: (minutes: number) => `Cada consulta dura unos ${minutes} minutos. Es gratuita y confidencial.`,
  dayHeading: (day: string) => day,
  /** After a time written out: the clock it is on. */
  zone: "hora de California",
  choose: "Apartar esta hora",
  chosenLegend: "Horas libres",
  noneOpen:
    "No hay horas libres en los próximos días. Por favor, llame a la oficina al {phone}: le buscaremos una hora.",
  held: (when: string) => `Gracias. La oficina le está apartando el ${when}.`,
  heldNext:
    "Alguien de la oficina se la va a confirmar, por lo general en un día hábil, y le enviará una invitación para su calendario.",
  already: (when: string) => `Usted ya tiene una hora con la oficina: el ${when}.`,
  alreadyConfirmed: "La oficina ya la confirmó. La invitación que le envió tiene los detalles.",
  alreadyHeld: "La oficina se la está apartando y se la va a confirmar.",
  change: "Para cambiarla o cancelarla, llame a la oficina al {phone}, o responda al correo de la oficina.",
  refused: {
    taken: "Otra persona eligió esa hora hace un momento. Por favor, escoja otra de las que siguen.",
    past: "Esa hora ya pasó. Por favor, escoja otra de las que siguen.",
    outside: "La oficina no ofrece esa hora. Por favor, escoja una de las que siguen.",
    missing: "Por favor, escoja una hora primero.",
  },
  expiredHeading: "Este enlace ya no funciona",
  expired:
    "El enlace venció o no está completo. Por favor, llame a la oficina al {phone} para elegir la hora de su consulta.",
  off: "Por ahora no se puede elegir la hora aquí. Por favor, llame a la oficina al {phone} para acordar su consulta gratuita.",
  notSaved:
    "No pudimos apartar su hora en este momento. Por favor, inténtelo de nuevo en un momento, o llame a la oficina al {phone}.",
  noRelationship: "Apartar una hora no hace, por sí solo, que seamos sus abogados.",
  privacyLead: "Cómo cuidamos lo que usted nos envía:",
  privacyLink: { text: "Política de privacidad", href: "/es/privacy" },
  phoneLead: "¿Es urgente? Llame al",
} satisfies Translation<typeof en.bookingPage>;

export const bookingMailFooter = ((url: string) =>
  `Para elegir la hora de su consulta gratuita, abra esta página: ${url}\nLa oficina le aparta de inmediato la hora que escoja y se la confirma.`) satisfies Translation<
  typeof en.bookingMailFooter
>;

export const consultationMail = {
  summary: "Consulta gratuita con {firm}",
  subject: {
    invitation: (when: string) => `Su consulta gratuita con {firm}: ${when}`,
    update: (when: string) => `Nueva hora de su consulta con {firm}: ${when}`,
    cancellation: (when: string) => `Cancelada: su consulta con {firm} del ${when}`,
    reminder: (when: string) => `Recordatorio: su consulta con {firm} es mañana, ${when}`,
  },
  greeting: { named: (name: string) => `Apreciable ${name}:`, unnamed: "Buen día:" },
  lead: {
    invitation: (when: string) => `Su consulta gratuita y confidencial con {firm} es el ${when}.`,
    update: (when: string) =>
      `Su consulta con {firm} tiene una nueva hora: el ${when}. La hora anterior ya no es válida.`,
    cancellation: (when: string) => `Su consulta con {firm} del ${when} está cancelada.`,
    reminder: (when: string) => `Le recordamos que su consulta gratuita con {firm} es mañana, ${when}.`,
  },
  length: (minutes: number) => `Dura unos ${minutes} minutos.`,
  format: {
    phone: "Por teléfono: la oficina le llama.",
    video: "Por videollamada.",
    office: "En nuestra oficina: {address}.",
  },
  details: (text: string) => `Detalles: ${text}`,
  bringHeading: "Qué traer o tener a la mano:",
  bring: [
    "una identificación con foto;",
    "los papeles que le dieron: una multa o citación, un reporte de la policía, papeles de la corte o de la cárcel, expedientes o facturas médicas;",
    "fotos o videos de lo que pasó y de cualquier lesión;",
    "los nombres y teléfonos de los testigos, y los nombres o números de placa de los agentes si los sabe;",
    "una lista corta de fechas: la del incidente y, si las tiene, las de la corte.",
  ],
  reschedule: "Para cambiar la hora o cancelar, llame a la oficina al {phone}, o responda a este correo.",
  calendar: "El archivo adjunto agrega la consulta al calendario de su teléfono o computadora.",
  cancelledCalendar: "El archivo adjunto la quita de su calendario.",
  again: "Para acordar otra hora, llame a la oficina al {phone}, o responda a este correo.",
  noRelationship:
    "Esta consulta no significa que seamos sus abogados: no existe una relación abogado-cliente hasta que ambos firmemos un contrato de honorarios por escrito.",
  signature: "{firm}\n{phone}",
} satisfies Translation<typeof en.consultationMail>;
