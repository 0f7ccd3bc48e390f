import { wrap } from "comlink";
import { abortError, RequestOrder, type RequestKind } from "./cancellation";
import type { EnhanceWorker } from "./enhance.worker";
import type { EnhancementSettings } from "./enhance-pixels";
import type { Enhanced, OpenedPhoto } from "./photo-session";

/**
 * The page's handle on the enhancement machinery. It runs the work in a Web Worker on an
 * OffscreenCanvas; where that is impossible (no module workers, no OffscreenCanvas, or the
 * worker fails to start) it loads the same PhotoSession on the main thread instead.
 * Nothing here makes a network request: images travel as Blob and ImageBitmap references.
 */
export type Opened = { photo: OpenedPhoto; preview: ImageBitmap };
export type { Enhanced, OpenedPhoto };

export type PhotoEnhancer = {
  /**
   * Decodes a photo; the previous one stays in use if this one cannot be read. Previews have
   * at most `previewSide` device pixels on their longest side. Rejects with an AbortError
   * once another photo is opened.
   */
  open(image: Blob, previewSide: number): Promise<Opened>;
  /** Enhances the open photo; rejects with an AbortError once superseded (cancellation.ts). */
  enhance(settings: EnhancementSettings): Promise<Enhanced>;
  /** The PNG of the latest finished enhancement. */
  png(): Promise<Blob>;
  /** Where the work runs, once known. */
  mode(): Promise<"worker" | "main-thread">;
  dispose(): void;
};

type Backend = {
  mode: "worker" | "main-thread";
  open(id: number, image: Blob, previewSide: number): Promise<Opened>;
  enhance(id: number, settings: EnhancementSettings): Promise<Enhanced>;
  png(): Promise<Blob>;
  dispose(): void;
};

/** How long a worker may take to load and report ready before the main thread takes over. */
const WORKER_START_TIMEOUT_MS = 10_000;

async function startWorkerBackend(onCrash: () => void): Promise<Backend> {
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") {
    throw new Error("Web Worker with OffscreenCanvas unavailable");
  }
  // The literal `new Worker(new URL(...))` form is what Vite recognises and bundles.
  const worker = new Worker(new URL("./enhance.worker.ts", import.meta.url), {
    type: "module",
    name: "photo-enhancement",
  });
  const remote = wrap<EnhanceWorker>(worker);
  // Comlink leaves a call unanswered when the worker dies or is stopped: every call races this.
  let fail: (error: unknown) => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    fail = reject;
  });
  stopped.catch(() => {});
  const stop = (error: unknown) => {
    worker.terminate();
    fail(error);
  };
  const call = <T>(answer: Promise<T>): Promise<T> => Promise.race([answer, stopped]);

  let ready = false;
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    stop(new Error(`worker failed: ${event.message}`));
    if (ready) onCrash();
  });
  const timeout = setTimeout(() => stop(new Error("worker did not start")), WORKER_START_TIMEOUT_MS);
  try {
    if (!(await call(remote.canWork()))) throw new Error("no OffscreenCanvas 2D in workers");
  } catch (error) {
    stop(error);
    throw error;
  } finally {
    clearTimeout(timeout);
  }
  ready = true;

  return {
    mode: "worker",
    open: (id, image, previewSide) => call(remote.open(id, image, previewSide)),
    enhance: (id, settings) => call(remote.enhance(id, settings)),
    png: () => call(remote.png()),
    dispose: () => stop(abortError()),
  };
}

async function startMainThreadBackend(): Promise<Backend> {
  // Loaded only when needed, so browsers with workers never download it twice.
  const { PhotoSession } = await import("./photo-session");
  const session = new PhotoSession({
    createCanvas: (width, height) =>
      typeof OffscreenCanvas === "undefined"
        ? Object.assign(document.createElement("canvas"), { width, height })
        : new OffscreenCanvas(width, height),
    // Small bands keep each main-thread task short (a few milliseconds).
    bandPixels: 1 << 17,
  });
  return {
    mode: "main-thread",
    open: (id, image, previewSide) => session.open(id, image, previewSide),
    enhance: (id, settings) => session.enhance(id, settings),
    png: () => session.png(),
    dispose: () => session.close(),
  };
}

const closePreview = ({ preview }: { preview: ImageBitmap }) => preview.close();

export function createPhotoEnhancer(): PhotoEnhancer {
  let nextId = 1;
  let disposed = false;
  const order = new RequestOrder();
  // The last photo that opened, so a replacement worker can pick up where a crashed one was.
  let openPhoto: { image: Blob; previewSide: number } | null = null;

  const start = (): Promise<Backend> =>
    startWorkerBackend(() => {
      backend = start().then(async (fresh) => {
        if (openPhoto) {
          const reopened = await fresh.open(nextId++, openPhoto.image, openPhoto.previewSide).catch(() => null);
          reopened?.preview.close();
        }
        return fresh;
      });
    }).catch((error: unknown) => {
      console.warn("Photo enhancement runs on the main thread:", error instanceof Error ? error.message : error);
      return startMainThreadBackend();
    });
  let backend = start();

  /** Sends a request that a newer one may supersede; what a superseded one yields is closed. */
  const request = <T extends { preview: ImageBitmap }>(
    kind: RequestKind,
    run: (backend: Backend, id: number) => Promise<T>,
  ): Promise<T> => {
    if (disposed) return Promise.reject(abortError());
    const id = nextId++;
    order.begin(kind, id);
    return order.guard(
      kind,
      id,
      backend.then((ready) => run(ready, id)),
      closePreview,
    );
  };

  return {
    open: (image, previewSide) =>
      request("open", async (ready, id) => {
        const opened = await ready.open(id, image, previewSide);
        openPhoto = { image, previewSide };
        return opened;
      }),
    enhance: (settings) => request("enhance", (ready, id) => ready.enhance(id, settings)),
    png: () => (disposed ? Promise.reject(abortError()) : backend.then((ready) => ready.png())),
    mode: () => backend.then((ready) => ready.mode),
    dispose() {
      disposed = true;
      void backend.then((ready) => ready.dispose());
    },
  };
}
