import type { EnhancementSettings } from "./enhance-pixels";
import type { OpenedPhoto } from "./photo-session";

/** Bitmaps travel in the transfer list: moved between threads, never copied. */

/** Messages from the page to the enhancement worker. Blobs and bitmaps pass by reference. */
export type WorkerRequest =
  | { type: "open"; id: number; image: Blob; previewSide: number }
  | { type: "enhance"; id: number; settings: EnhancementSettings }
  | { type: "png"; id: number };

/** Messages from the worker; `ready` is sent once, first. */
export type WorkerResponse =
  | { type: "ready"; ok: boolean }
  | { type: "opened"; id: number; photo: OpenedPhoto; preview: ImageBitmap }
  | { type: "enhanced"; id: number; preview: ImageBitmap; width: number; height: number }
  | { type: "png"; id: number; blob: Blob }
  | { type: "failed"; id: number; aborted: boolean; message: string };
