/**
 * Translation awaiting the firm's review.
 * Only the alt texts are translated; the files and sizes are the English entries' (a test holds
 * them equal), named here rather than spread from the English ones so that no English alt text
 * rides in a Spanish page's JavaScript. The portrait's alt text calls the attorney "abogado"
 * (masculine), to confirm with the firm, and changes with the real photograph.
 */
import type * as en from "~/content/images";
import type { ContentImageSource } from "~/content/images";

export type { ContentImageSource } from "~/content/images";

export const images = {
  homeHero: {
    ref: { builtin: "home-hero" },
    alt: "Ilustración de un edificio de la corte, con columnas, al atardecer, con las puertas iluminadas desde adentro",
    sizes: "100vw",
  },
  attorneyPortrait: {
    ref: { builtin: "attorney-portrait" }, // sample: a line drawing, not the attorney
    alt: `Dibujo de un edificio de la corte con columnas, en lugar de un retrato de {attorney}, abogado`,
    sizes: "(min-width: 1024px) 26rem, (min-width: 640px) 20rem, 16rem",
  },
} satisfies Record<keyof typeof en.images, ContentImageSource>;
