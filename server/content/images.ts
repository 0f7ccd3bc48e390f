/**
 * An image the firm uploads: known by its first bytes (JPEG, PNG, WebP, HEIC; a file's name
 * proves nothing), within a size limit, turned upright, cut to its slot's shape in the widths and
 * formats the pages use (AVIF and WebP, as the build's own artwork: scripts/generate-images.mjs),
 * and written without any of its metadata: sharp keeps none unless told to, so EXIF, GPS and
 * the camera's make go. An iPhone's HEIC is decoded first (heic-decode: libheif as WebAssembly),
 * since sharp's prebuilt libvips has no HEVC decoder.
 */
import { randomUUID } from "node:crypto";
import decodeHeic from "heic-decode";
import sharp from "sharp";
import { IMAGE_SLOTS, type ImageSlot } from "~/content/model/fields";
import type { ImageFile, StoredImage } from "./images-repository";

/** Larger than a phone's photo at full size, smaller than anything that would strain the server. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Pixels decoded at most: a decompression bomb is refused before it is decoded whole. */
const MAX_PIXELS = 60_000_000;

export type ImageKind = "jpeg" | "png" | "webp" | "heic";

/** The kind of image these bytes are, from their signature, or null. */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  // An ISO base media file whose brand is HEIF's (an iPhone writes "heic"; others "mif1", "heix"…).
  if (ascii(4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(8, 12))) return "heic";
  return null;
}

export type ImageRefusal = "empty" | "too-large" | "not-an-image" | "unreadable";

export const IMAGE_REFUSALS: Record<ImageRefusal, string> = {
  empty: "Choose an image to upload.",
  "too-large": `This image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Send a smaller copy (a phone's "Medium" or "Large" size is plenty).`,
  "not-an-image": "This file is not a JPEG, PNG, WebP or HEIC image. Choose a photo in one of those formats.",
  unreadable: "This image could not be read. It may be damaged: try exporting it again as JPEG.",
};

export type ProcessedImage = { image: StoredImage; bytes: Map<string, Uint8Array> };

/** The bytes as sharp can read them: a HEIC decoded to pixels first. */
async function readable(bytes: Uint8Array, kind: ImageKind) {
  if (kind !== "heic") return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  if (width * height > MAX_PIXELS) throw new Error("too many pixels");
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/** Checks and cuts an uploaded image for its slot; a refusal in the office's words otherwise. */
export async function processImage({
  bytes,
  slot,
  uploadedBy,
  now = Date.now(),
}: {
  bytes: Uint8Array;
  slot: ImageSlot;
  uploadedBy: string;
  now?: number;
}): Promise<{ ok: true; processed: ProcessedImage } | { ok: false; refusal: ImageRefusal }> {
  if (bytes.length === 0) return { ok: false, refusal: "empty" };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, refusal: "too-large" };
  const kind = imageKind(bytes);
  if (!kind) return { ok: false, refusal: "not-an-image" };
  const { width, height, widths } = IMAGE_SLOTS[slot];
  const id = randomUUID();
  const files: ImageFile[] = [];
  const out = new Map<string, Uint8Array>();
  try {
    // One upright master at the slot's largest size, cropped to its shape where the picture holds most.
    const master = await (
      await readable(bytes, kind)
    )
      .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
      .png()
      .toBuffer();
    for (const fileWidth of widths) {
      const resized = sharp(master).resize({ width: fileWidth });
      for (const format of ["avif", "webp"] as const) {
        const data =
          format === "avif"
            ? await resized.clone().avif({ quality: 55, effort: 4 }).toBuffer()
            : await resized.clone().webp({ quality: 78, effort: 4 }).toBuffer();
        const name = `${id}-${fileWidth}.${format}`;
        files.push({ width: fileWidth, format, name });
        out.set(name, data);
      }
    }
  } catch {
    return { ok: false, refusal: "unreadable" };
  }
  return {
    ok: true,
    processed: {
      image: {
        id,
        slot,
        width,
        height,
        originalType: kind,
        originalBytes: bytes.length,
        files,
        uploadedBy,
        uploadedAt: now,
      },
      bytes: out,
    },
  };
}
