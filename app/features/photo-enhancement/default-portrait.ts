import src from "./default-portrait.jpg";

/**
 * The photo the tool opens with, drawn by generate-default-portrait.mjs. Its size is given to
 * the <img> so the page reserves its box before it loads; a test checks it against the file.
 */
export const defaultPortrait = { src, width: 1200, height: 1500 } as const;
