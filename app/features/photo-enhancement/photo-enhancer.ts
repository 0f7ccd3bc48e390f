import type { EnhancementSettings } from "./enhance-pixels";
import type { Enhanced, OpenedPhoto } from "./photo-session";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";

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
   * at most `previewSide` device pixels on their longest side.
   */
  open(image: Blob, previewSide: number): Promise<Opened>;
  /** Enhances the open photo; an earlier enhancement still running rejects with AbortError. */
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
  png(id: number): Promise<Blob>;
  dispose(): void;
};

/** How long a worker may take to load and report ready before the main thread takes over. */
const WORKER_START_TIMEOUT_MS = 10_000;

function abortError() {
  return new DOMException("superseded by a newer request", "AbortError");
}

function startWorkerBackend(onCrash: () => void): Promise<Backend> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") {
      reject(new Error("Web Worker with OffscreenCanvas unavailable"));
      return;
    }
    // The literal `new Worker(new URL(...))` form is what Vite recognises and bundles.
    const worker = new Worker(new URL("./enhance.worker.ts", import.meta.url), {
      type: "module",
      name: "photo-enhancement",
    });
    const pending = new Map<number, { resolve(value: never): void; reject(error: unknown): void }>();
    let ready = false;

    const stop = (error: unknown) => {
      worker.terminate();
      for (const { reject: rejectRequest } of pending.values()) rejectRequest(error);
      pending.clear();
    };
    const timeout = setTimeout(() => {
      stop(new Error("worker did not start"));
      reject(new Error("worker did not start"));
    }, WORKER_START_TIMEOUT_MS);

    worker.onerror = (event) => {
      event.preventDefault();
      clearTimeout(timeout);
      stop(new Error(`worker failed: ${event.message}`));
      if (ready) onCrash();
      else reject(new Error(`worker failed to start: ${event.message}`));
    };

    worker.onmessage = ({ data: response }: MessageEvent<WorkerResponse>) => {
      if (response.type === "ready") {
        clearTimeout(timeout);
        if (response.ok) {
          ready = true;
          resolve(backend);
        } else {
          worker.terminate();
          reject(new Error("no OffscreenCanvas 2D in workers"));
        }
        return;
      }
      const request = pending.get(response.id);
      if (!request) {
        if (response.type === "opened" || response.type === "enhanced") response.preview.close();
        return;
      }
      pending.delete(response.id);
      switch (response.type) {
        case "opened":
          return request.resolve({ photo: response.photo, preview: response.preview } as never);
        case "enhanced":
          return request.resolve({ preview: response.preview, width: response.width, height: response.height } as never);
        case "png":
          return request.resolve(response.blob as never);
        case "failed":
          return request.reject(response.aborted ? abortError() : new Error(response.message));
      }
    };

    const send = <T>(message: WorkerRequest): Promise<T> =>
      new Promise<T>((resolveRequest, rejectRequest) => {
        pending.set(message.id, { resolve: resolveRequest as (value: never) => void, reject: rejectRequest });
        worker.postMessage(message);
      });

    const backend: Backend = {
      mode: "worker",
      open: (id, image, previewSide) => send({ type: "open", id, image, previewSide }),
      enhance: (id, settings) => send({ type: "enhance", id, settings }),
      png: (id) => send({ type: "png", id }),
      dispose: () => stop(abortError()),
    };
  });
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

export function createPhotoEnhancer(): PhotoEnhancer {
  let nextId = 1;
  let disposed = false;
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

  const withBackend = <T>(run: (backend: Backend, id: number) => Promise<T>): Promise<T> => {
    if (disposed) return Promise.reject(abortError());
    const id = nextId++;
    return backend.then((ready) => run(ready, id));
  };

  return {
    open: (image, previewSide) =>
      withBackend(async (ready, id) => {
        const opened = await ready.open(id, image, previewSide);
        openPhoto = { image, previewSide };
        return opened;
      }),
    enhance: (settings) => withBackend((ready, id) => ready.enhance(id, settings)),
    png: () => withBackend((ready, id) => ready.png(id)),
    mode: () => backend.then((ready) => ready.mode),
    dispose() {
      disposed = true;
      void backend.then((ready) => ready.dispose());
    },
  };
}
