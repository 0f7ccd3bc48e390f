/**
 * User Timing marks the tool leaves on the page, read by `npm run bench:photo` (and visible in
 * any browser's performance panel): from a file being chosen to the enhanced photo on screen.
 */
export const PERFORMANCE_MARKS = {
  fileChosen: "photo-enhancement:file-chosen",
  enhanceStarted: "photo-enhancement:enhance-started",
  enhancedShown: "photo-enhancement:enhanced-shown",
} as const;
