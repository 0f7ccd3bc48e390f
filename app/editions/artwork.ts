/**
 * Where a page finds the image a document names: the site's own artwork, built with the client
 * (app/assets/), or a photo the firm uploaded, cut into the same widths and formats by the
 * server (server/content/images.ts) and served from memory under `base` (/media publicly, the
 * office's own path in a preview of a draft).
 */
import manifest from "~/assets/images/manifest.json";
import { IMAGE_SLOTS, type ImageRef, type ImageSlot } from "~/content/model/fields";
import { responsiveImage, type ImageName, type ResponsiveImage } from "~/lib/responsive-image";
import type { ImageResolver } from "./site-content";

/** The practice areas' line drawings, by slug. */
const DRAWINGS = import.meta.glob<string>("../assets/practice-areas/*.svg", {
  eager: true,
  query: "?no-inline",
  import: "default",
});

export type UploadedImage = {
  slot: ImageSlot;
  width: number;
  height: number;
  /** Each file: its width, its format, its name under the media base. */
  files: { width: number; format: "avif" | "webp"; name: string }[];
};

/** The uploads a version names, and where their files are served. */
export type MediaIndex = { base: string; images: Record<string, UploadedImage> };

export const NO_MEDIA: MediaIndex = { base: "/media", images: {} };

const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

function uploaded(image: UploadedImage, base: string): ResponsiveImage {
  const formats = (["avif", "webp"] as const).filter((format) => image.files.some((file) => file.format === format));
  const sources = formats.map((format) => ({
    type: TYPES[format],
    srcSet: image.files
      .filter((file) => file.format === format)
      .sort((a, b) => a.width - b.width)
      .map((file) => `${base}/${file.name} ${file.width}w`)
      .join(", "),
  }));
  const largest = image.files.filter((file) => file.format === "webp").sort((a, b) => b.width - a.width)[0];
  return { width: image.width, height: image.height, sources, src: `${base}/${largest?.name ?? ""}` };
}

export function imageResolver(media: MediaIndex): ImageResolver {
  return (ref: ImageRef) => {
    if ("upload" in ref) {
      const image = media.images[ref.upload];
      if (!image) throw new Error(`image ${ref.upload} is not in this version's media`);
      return uploaded(image, media.base);
    }
    if (ref.builtin in manifest) return responsiveImage(ref.builtin as ImageName);
    const drawing = DRAWINGS[`../assets/practice-areas/${ref.builtin}.svg`];
    if (!drawing) throw new Error(`no artwork named ${ref.builtin}`);
    const { width, height } = IMAGE_SLOTS.card;
    return { width, height, sources: [], src: drawing };
  };
}
