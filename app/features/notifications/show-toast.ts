import { toasterMounted } from "~/lib/toaster-outlet";
import type { Notice } from "./notify";

/** Fetches the toast library ahead of need, e.g. when a form that will toast appears. */
export function preloadToasts(): void {
  void import("./toaster");
  void import("./notify");
}

/**
 * Shows a toast in the site's one outlet, once that outlet (and so its live region) is in the
 * page, so that screen readers announce it.
 */
export async function showToast(notice: Notice): Promise<void> {
  const [{ notify }] = await Promise.all([import("./notify"), toasterMounted()]);
  notify(notice);
}
