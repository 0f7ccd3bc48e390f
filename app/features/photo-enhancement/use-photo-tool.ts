import { useEffect, useReducer, useRef } from "react";
import type { PhotoCopy } from "./photo-copy";
import { isAbortError } from "./cancellation";
import { defaultPortrait } from "./default-portrait";
import type { SliderKey } from "./enhance-pixels";
import { looksLikeImage } from "./file-check";
import { PERFORMANCE_MARKS } from "./performance-marks";
import { createPhotoEnhancer, type PhotoEnhancer } from "./photo-enhancer";
import { initialToolState, toolReducer } from "./tool-state";

/**
 * The photo tool's working part: the enhancer (worker or main thread), the tool's state, and
 * the two canvases the previews are drawn on. Requests a newer one supersedes end with an
 * AbortError (cancellation.ts), which is simply not shown.
 */
export function usePhotoTool(copy: PhotoCopy) {
  const [state, dispatch] = useReducer(toolReducer, undefined, initialToolState);
  const enhancerRef = useRef<PhotoEnhancer | null>(null);
  const originalCanvas = useRef<HTMLCanvasElement>(null);
  const resultCanvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const enhancer = createPhotoEnhancer();
    enhancerRef.current = enhancer;
    // The default portrait is decoded at once, so the first Enhance has nothing to wait for.
    fetch(defaultPortrait.src)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((blob) => enhancer.open(blob, previewSide(resultCanvas.current)))
      .then(({ photo, preview }) => {
        // The <img> already shows the default portrait; only its size was wanted.
        preview.close();
        dispatch({ type: "default-measured", width: photo.width, height: photo.height });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.warn("The default portrait could not be prepared:", error);
      });
    return () => {
      enhancerRef.current = null;
      enhancer.dispose();
    };
  }, []);

  useRevealResult(resultCanvas, state.result);

  async function openFile(file: File) {
    performance.mark(PERFORMANCE_MARKS.fileChosen);
    if (!looksLikeImage(file)) {
      dispatch({ type: "file-refused", message: copy.errors.notAnImage(file.name) });
      return;
    }
    const enhancer = enhancerRef.current;
    if (!enhancer) return;
    dispatch({ type: "opening", fileName: file.name });
    try {
      const { photo, preview } = await enhancer.open(file, previewSide(resultCanvas.current));
      showBitmap(originalCanvas.current, preview);
      dispatch({
        type: "opened",
        photo: {
          fileName: file.name,
          size: { width: photo.width, height: photo.height },
          scaledFrom: photo.scaled ? { width: photo.sourceWidth, height: photo.sourceHeight } : null,
        },
      });
    } catch (error) {
      if (!isAbortError(error)) dispatch({ type: "file-refused", message: copy.errors.unreadable(file.name) });
    }
  }

  async function enhance() {
    const enhancer = enhancerRef.current;
    if (!enhancer || state.enhancing || state.opening) return;
    const settings = state.settings;
    performance.mark(PERFORMANCE_MARKS.enhanceStarted);
    dispatch({ type: "enhance-started" });
    try {
      const { preview, width, height } = await enhancer.enhance(settings);
      showBitmap(resultCanvas.current, preview);
      dispatch({ type: "enhance-finished", result: { settings, width, height } });
    } catch (error) {
      if (isAbortError(error)) {
        dispatch({ type: "enhance-cancelled" });
        return;
      }
      console.error("Photo enhancement failed:", error);
      dispatch({ type: "enhance-failed" });
    }
  }

  async function download() {
    const enhancer = enhancerRef.current;
    if (!enhancer || state.downloading) return;
    dispatch({ type: "download-started" });
    try {
      saveBlob(await enhancer.png(), copy.download.fileName);
      dispatch({ type: "download-finished" });
    } catch (error) {
      console.error("Preparing the download failed:", error);
      dispatch({ type: "download-failed" });
    }
  }

  return {
    state,
    originalCanvas,
    resultCanvas,
    openFile,
    enhance,
    download,
    changeSetting: (key: SliderKey, value: number) => dispatch({ type: "setting-changed", key, value }),
    resetSettings: () => dispatch({ type: "settings-reset" }),
  };
}

/**
 * On a phone the Enhance button sits below both photos: a new result is brought into view
 * when less than half of it shows. The frame that shows it is marked for the benchmark.
 */
function useRevealResult(canvas: React.RefObject<HTMLCanvasElement | null>, result: unknown) {
  useEffect(() => {
    if (!result) return;
    const figure = canvas.current?.closest("figure");
    const box = figure?.getBoundingClientRect();
    const visible = box ? Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0) : 0;
    if (figure && box && visible < box.height / 2) {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      figure.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
    }
    const frame = requestAnimationFrame(() => setTimeout(() => performance.mark(PERFORMANCE_MARKS.enhancedShown)));
    return () => cancelAnimationFrame(frame);
  }, [canvas, result]);
}

/**
 * The preview size to ask for: the photo boxes' longest side in device pixels, so a preview is
 * sharp on screen and no bigger than it needs to be.
 */
function previewSide(canvas: HTMLCanvasElement | null): number {
  const box = canvas?.parentElement?.getBoundingClientRect();
  const cssSide = box && box.width > 0 ? Math.max(box.width, box.height) : 800;
  return Math.ceil(cssSide * (window.devicePixelRatio || 1));
}

/** Hands the worker's bitmap to the canvas without copying its pixels. */
function showBitmap(canvas: HTMLCanvasElement | null, bitmap: ImageBitmap) {
  if (!canvas) {
    bitmap.close();
    return;
  }
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("bitmaprenderer");
  if (!context) throw new Error("bitmaprenderer unavailable");
  context.transferFromImageBitmap(bitmap);
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the download may still be reading the blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
