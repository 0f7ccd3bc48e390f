// TEMPORARY COPY — replaced by the translator's file at merge
// Translation awaiting the firm's review (placeholder: the English text until the translator's file arrives).
import type * as en from "~/content/photo-enhancement";
import type { Translation } from "~/content/translation";
/** Words of the internal photo tool at /photo-enhancement (spec sections 2, 4, 5, 8 and 9). */
export const photoEnhancementCopy = {
  meta: {
    title: "Photo Enhancement",
    description: "Internal tool: enhance a headshot in the browser.",
  },
  heading: "Photo Enhancement",
  intro: "Make a headshot presentable: set brightness, contrast and saturation, enhance, and download the result.",
  privacy: "The photo never leaves this device. Everything happens in this browser; nothing is uploaded.",
  upload: {
    button: "Choose a photo",
    hint: "or drag and drop an image anywhere on this tool.",
    dropHere: "Drop the photo to open it",
  },
  original: {
    heading: "Original",
    defaultAlt: "Placeholder portrait of the attorney: a stylised figure in a suit and tie on a soft grey backdrop",
    alt: (fileName: string) => `Original photo: ${fileName}`,
    opening: "Opening photo...",
  },
  enhanced: {
    heading: "Enhanced",
    alt: "Enhanced photo",
    empty: "Select Enhance to see the enhanced photo here.",
    stale: "The sliders have changed since this result. Select Enhance to apply them.",
  },
  sliders: {
    heading: "Adjustments",
    labels: { brightness: "Brightness", contrast: "Contrast", saturation: "Saturation" },
    reset: "Reset to defaults",
  },
  enhance: { idle: "Enhance", busy: "Enhancing..." },
  download: { idle: "Download", busy: "Preparing download...", fileName: "enhanced-headshot.png" },
  size: (width: number, height: number) => `${width} × ${height} pixels`,
  scaled: (megapixels: string, width: number, height: number) =>
    `This photo is ${megapixels} megapixels, more than the 16.7 the tool works with, so it was scaled down to ${width} × ${height} pixels before enhancing.`,
  status: {
    opened: (fileName: string, width: number, height: number) => `${fileName} opened, ${width} × ${height} pixels.`,
    enhancing: "Enhancing...",
    enhanced: "The enhanced photo is ready.",
  },
  errors: {
    notAnImage: (fileName: string) => `“${fileName}” is not an image. Choose a JPEG, PNG, WebP or other image file.`,
    unreadable: (fileName: string) => `“${fileName}” could not be opened as an image. Try a JPEG, PNG or WebP file.`,
    enhance: "Error enhancing photo. Please try again.",
    download: "Error preparing the download. Please try again.",
  },
};

// Same shape as the English module (~/content/translation): a missing or extra key is a type error.
void ({ photoEnhancementCopy } satisfies { photoEnhancementCopy: Translation<typeof en.photoEnhancementCopy> });
