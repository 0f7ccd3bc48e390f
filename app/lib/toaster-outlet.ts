/**
 * The handshake between the site's one toast outlet (LazyToaster, mounted by the frame's islands)
 * and whoever shows a toast (features/notifications/show-toast.ts). Kept apart from both so that
 * it lands in the frame's shared chunk, which every page loads, not in a chunk of its own.
 */
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let wanted = false;
let mountNow: (() => void) | null = null;

/** Mounts the outlet now if it is not yet; resolves once its live region is in the page. */
export function toasterMounted(): Promise<void> {
  wanted = true;
  mountNow?.();
  return mounted;
}

/** For the outlet: `mount` is called at once if a toast is already waiting, or when one asks. */
export function onToasterWanted(mount: () => void): () => void {
  if (wanted) mount();
  mountNow = mount;
  return () => {
    mountNow = null;
  };
}

/** For the outlet: its live region is in the page. */
export function toasterDidMount(): void {
  markMounted();
}
