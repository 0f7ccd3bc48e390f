/**
 * Translation awaiting the firm's review.
 * Only the alt texts are translated; the files and sizes are the English entries' (a test holds
 * them equal), named here rather than spread from the English ones so that no English alt text
 * rides in a Spanish page's JavaScript. The portrait's alt text calls the attorney "abogado"
 * (masculine), to confirm with the firm, and changes with the real photograph.
 */
import { firm } from "~/content/firm";
import type * as en from "~/content/images";
import type { ContentImage } from "~/content/images";
import { responsiveImage } from "~/lib/responsive-image";

export type { ContentImage } from "~/content/images";

export const images = {
  homeHero: {
    ...responsiveImage("home-hero"),
    alt: "Ilustración de un edificio de la corte, con columnas, al atardecer, con las puertas iluminadas desde adentro",
    sizes: "100vw",
  },
  attorneyPortrait: {
    ...responsiveImage("attorney-portrait"), // sample: a drawn silhouette, not the attorney
    alt: `Retrato de ${firm.attorney.name}, abogado`,
    sizes: "(min-width: 1024px) 26rem, (min-width: 640px) 20rem, 16rem",
  },
} satisfies Record<keyof typeof en.images, ContentImage>;
