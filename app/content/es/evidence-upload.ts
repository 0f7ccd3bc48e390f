/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "enviar" for "upload" (what the visitor does, in plain words), "archivo" for
 * "file", "grabación de voz" for an audio recording, and "video" as Mexican and US Spanish write it.
 */
import type * as en from "~/content/evidence-upload";
import type { Translation } from "~/content/translation";

/** Sizes as a visitor reads them: "2 GB", "700 MB". */
export function readableSize(bytes: number): string {
  const number = (value: number) => value.toLocaleString("es-US", { maximumFractionDigits: 1 });
  if (bytes >= 1024 ** 3) return `${number(bytes / 1024 ** 3)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const evidenceOfferCopy = {
  heading: "Enviar fotos o videos",
  body: "Los videos de lo que pasó, las fotos de las lesiones o de los daños y los papeles que le dieron ayudan a la oficina a entender su caso.",
  limits: (files: number, fileSize: string) =>
    `Hasta ${files} archivos, de ${fileSize} cada uno: fotos, videos, grabaciones de voz o PDF. Solo la oficina los ve.`,
  button: "Enviar fotos o videos",
  expires: (hours: number) => `Este enlace funciona por ${hours} horas, en este dispositivo.`,
} satisfies Translation<typeof en.evidenceOfferCopy>;

export const sendFilesCopy = {
  meta: {
    title: "Enviar fotos o videos",
    description: "Envíe a la oficina las fotos, los videos y los papeles de su caso.",
  },
  heading: "Enviar fotos o videos",
  intro:
    "Envíe a la oficina el video de lo que pasó, las fotos de las lesiones o de los daños y los papeles que le dieron. Envíelos tal como están: no los edite ni los recorte.",
  privacy:
    "Solo la oficina ve estos archivos. Se guardan cifrados y nunca se muestran en este sitio web. Una vez enviados, no queda nada de ellos en este dispositivo.",
  reference: (reference: string) => `Para la solicitud ${reference}`,
  limits: (files: number, fileSize: string, total: string) =>
    `Puede enviar hasta ${files} archivos, de ${fileSize} cada uno y ${total} en total: fotos (JPEG, PNG, HEIC, WebP), videos (MP4, MOV, 3GP), grabaciones de voz (M4A) y PDF.`,
  choose: "Elegir fotos o videos",
  chooseMore: "Agregar más archivos",
  weak: "Si la señal es débil, el envío se detiene y sigue donde se quedó. Deje esta página abierta hasta que cada archivo diga Recibido.",
  files: "Sus archivos",
  states: {
    waiting: "En espera",
    sending: (percent: number) => `Enviando: ${percent}%`,
    paused: "En pausa: se cortó la conexión. Seguirá donde se quedó.",
    received: "Recibido",
    refused: "No se envió",
  },
  size: readableSize,
  received: (name: string, size: string) => `Recibido: ${name}, ${size}.`,
  allReceived: "Todos los archivos llegaron a la oficina. Ya puede cerrar esta página.",
  announce: {
    progress: (name: string, percent: number) => `${name}: ${percent}% enviado.`,
    paused: "Se cortó la conexión. Sus archivos seguirán donde se quedaron.",
  },
  retry: "Intentar de nuevo",
  noLink: {
    heading: "Esta página necesita el enlace de su solicitud",
    body: "Ábrala desde la confirmación que vio al enviar su solicitud, o desde el correo que le mandó la oficina. Si el enlace dejó de funcionar, llame a la oficina y pida uno nuevo.",
  },
  linkExpired: {
    heading: "Este enlace dejó de funcionar",
    body: "Los enlaces para enviar archivos funcionan por un tiempo limitado. Llame a la oficina y pida uno nuevo; no se pierde nada de lo que ya envió.",
  },
  call: (phone: string) => `¿Preguntas? Llame al ${phone}.`,
  refusals: {
    type_refused:
      "Este archivo no es una foto, un video, una grabación de voz ni un PDF, así que no se envió. Los archivos que ya envió se guardan.",
    file_too_large:
      "Este archivo es más grande de lo que la oficina puede recibir. Los archivos que ya envió se guardan.",
    request_full: "Ya no hay espacio para más archivos en esta solicitud. Los archivos que ya envió se guardan.",
    too_many_files: "Ya se envió el máximo de archivos de una solicitud. Los archivos que ya envió se guardan.",
    credential_invalid: "Este enlace no funciona. Llame a la oficina y pida uno nuevo.",
    credential_expired: "Este enlace dejó de funcionar. Llame a la oficina y pida uno nuevo.",
    rate_limited: "Demasiados intentos en poco tiempo. El envío volverá a intentarlo en un momento.",
    unavailable: "La oficina no puede recibir archivos en este momento. El envío volverá a intentarlo automáticamente.",
  },
} satisfies Translation<typeof en.sendFilesCopy>;

export const uploadLinkMail = {
  subject: (firm: string) => `${firm}: envíe sus fotos o videos`,
  body: ({ firstName, link, hours, firm, phone }: en.UploadLinkFacts) =>
    [
      firstName ? `Apreciable ${firstName}:` : "Buen día:",
      "Puede enviarnos las fotos, los videos y los papeles de su caso con este enlace:",
      link,
      `Funciona por ${hours} horas. Envíe los archivos tal como están, sin editarlos. Solo nuestra oficina los ve.`,
      `Si el enlace deja de funcionar, llámenos al ${phone} y le enviaremos uno nuevo.`,
      firm,
    ].join("\n\n"),
  linkPlaceholder: "[enlace para enviar archivos]",
} satisfies Translation<typeof en.uploadLinkMail>;
