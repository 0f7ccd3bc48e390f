/**
 * User Timing marks the tool leaves, read by `npm run bench:photo` and visible in any browser's
 * performance panel. The page marks a file being chosen and the enhanced photo on screen; the
 * session (in the worker) marks the end of each stage in between.
 */
export const PERFORMANCE_MARKS = {
  fileChosen: "photo-enhancement:file-chosen",
  enhanceStarted: "photo-enhancement:enhance-started",
  enhancedShown: "photo-enhancement:enhanced-shown",
} as const;

/**
 * Stages of the session, in order; each mark is named "photo-enhancement:<stage>". The three
 * band stages repeat for every band of an enhancement, and "pixels-read" is left only where a
 * photo is read into memory whole (a photo decoded by WebCodecs is read band by band instead).
 */
export const SESSION_STAGES = [
  "open-received",
  "decoded",
  "pixels-read",
  "original-preview",
  "enhance-received",
  "band-read",
  "band-enhanced",
  "band-shrunk",
  "enhanced-preview",
] as const;

export type SessionStage = (typeof SESSION_STAGES)[number];

/** Leaves a mark for the stage just finished; cleared at once, since only traces read it. */
export function markStage(stage: SessionStage): void {
  const name = `photo-enhancement:${stage}`;
  performance.mark(name);
  performance.clearMarks(name);
}
