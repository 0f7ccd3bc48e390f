/**
 * Translation awaiting the firm's review.
 * Terms to confirm: "mejorar" for "enhance" and "retrato" for "headshot"; the file offered for
 * download is named in Spanish ("retrato-mejorado.png").
 */
import type * as en from "~/content/photo-enhancement";
import type { Translation } from "~/content/translation";

export const photoEnhancementCopy = {
  meta: {
    title: "Mejorar fotos",
    description: "Herramienta interna: mejore un retrato en el navegador.",
  },
  heading: "Mejorar fotos",
  intro:
    "Prepare un retrato para publicarlo: ajuste el brillo, el contraste y la saturación, mejore la imagen y descargue el resultado.",
  privacy: "La foto nunca sale de este dispositivo. Todo ocurre en este navegador; no se sube nada.",
  upload: {
    button: "Elegir una foto",
    hint: "o arrastre una imagen y suéltela en cualquier parte de esta herramienta.",
    dropHere: "Suelte la foto para abrirla",
  },
  original: {
    heading: "Original",
    defaultAlt: "Retrato de muestra del abogado: una figura estilizada con traje y corbata sobre un fondo gris suave",
    alt: (fileName: string) => `Foto original: ${fileName}`,
    opening: "Abriendo la foto…",
  },
  enhanced: {
    heading: "Mejorada",
    alt: "Foto mejorada",
    empty: "Oprima “Mejorar” para ver aquí la foto mejorada.",
    stale: "Los ajustes cambiaron después de obtener este resultado. Oprima “Mejorar” para aplicarlos.",
  },
  sliders: {
    heading: "Ajustes",
    labels: { brightness: "Brillo", contrast: "Contraste", saturation: "Saturación" },
    reset: "Volver a los valores iniciales",
  },
  enhance: { idle: "Mejorar", busy: "Mejorando…" },
  download: { idle: "Descargar", busy: "Preparando la descarga…", fileName: "retrato-mejorado.png" },
  size: (width: number, height: number) => `${width} × ${height} píxeles`,
  scaled: (megapixels: string, width: number, height: number) =>
    `Esta foto tiene ${megapixels} megapíxeles, más de los 16.7 con los que trabaja la herramienta, así que se redujo a ${width} × ${height} píxeles antes de mejorarla.`,
  status: {
    opened: (fileName: string, width: number, height: number) =>
      `Se abrió ${fileName}, de ${width} × ${height} píxeles.`,
    enhancing: "Mejorando…",
    enhanced: "La foto mejorada está lista.",
  },
  errors: {
    notAnImage: (fileName: string) =>
      `“${fileName}” no es una imagen. Elija un archivo JPEG, PNG, WebP u otro tipo de imagen.`,
    unreadable: (fileName: string) =>
      `No se pudo abrir “${fileName}” como imagen. Pruebe con un archivo JPEG, PNG o WebP.`,
    enhance: "No se pudo mejorar la foto. Inténtelo de nuevo.",
    download: "No se pudo preparar la descarga. Inténtelo de nuevo.",
  },
} satisfies Translation<typeof en.photoEnhancementCopy>;
