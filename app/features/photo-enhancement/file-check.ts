/**
 * Whether a chosen or dropped file is worth trying to decode. The browser's MIME type decides;
 * a file without one (some systems give HEIC or a renamed file none) is judged by its extension.
 * The decoder has the last word: an "image" it cannot read is refused after decoding.
 */
const IMAGE_EXTENSION = /\.(avif|bmp|gif|heic|heif|ico|jfif|jpe?g|png|tiff?|webp)$/i;

export function looksLikeImage(file: Pick<File, "name" | "type">): boolean {
  if (file.type) return file.type.toLowerCase().startsWith("image/");
  return IMAGE_EXTENSION.test(file.name);
}
