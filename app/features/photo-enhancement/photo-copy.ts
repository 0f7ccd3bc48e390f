import type { photoEnhancementCopy } from "~/content/photo-enhancement";
import type { Translation } from "~/content/translation";

/** The photo tool's words in one language; the route of each edition passes its own. */
export type PhotoCopy = Translation<typeof photoEnhancementCopy>;
