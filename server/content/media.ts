import type { MediaIndex } from "~/entry.server";
import { DOCUMENTS, rootField } from "~/content/model/documents";
import { leaves } from "~/content/model/fields";
import type { ContentSnapshot } from "~/content/model/snapshot";
import type { StoredImage } from "./images-repository";

/** Where the public pages find the firm's images; a preview of a draft reads them from the office instead. */
export const PUBLIC_MEDIA_BASE = "/media";
export const OFFICE_MEDIA_BASE = "/office/site/media";

/** The ids of the images a version names. */
export function uploadsIn(snapshot: ContentSnapshot): string[] {
  const ids = new Set<string>();
  for (const document of DOCUMENTS) {
    for (const leaf of leaves(rootField(document), snapshot.documents[document.id]?.value)) {
      if (leaf.field.kind !== "image") continue;
      const ref = (leaf.value as { ref?: { upload?: string } } | undefined)?.ref;
      if (ref?.upload) ids.add(ref.upload);
    }
  }
  return [...ids];
}

/** The images a version names, as its pages draw them from `base`. */
export function mediaIndex(images: readonly StoredImage[], base: string): MediaIndex {
  return {
    base,
    images: Object.fromEntries(
      images.map((image) => [
        image.id,
        { slot: image.slot as never, width: image.width, height: image.height, files: image.files },
      ]),
    ),
  };
}
