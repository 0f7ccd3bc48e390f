/**
 * The inert data block the page rewrite (./rewrite.ts) writes in place of the islands' marker
 * and the starter (./starter.ts) reads: the boot module as its text, the modules to ask for at
 * once as a space-separated attribute.
 */
export const BOOT_MODULE_ID = "hydrate";
/** Not JavaScript, so the browser neither runs nor fetches anything for it. */
export const BOOT_TYPE = "text/x-hydrate-after-load";
export const PRELOAD_ATTRIBUTE = "data-preload";
