import { useEffect, useId, useReducer, useRef, useState, type DragEvent, type ReactNode } from "react";
import { photoEnhancementCopy as copy } from "~/content/photo-enhancement";
import defaultPortrait from "./default-portrait.jpg";
import { SLIDER_KEYS, SLIDER_RANGES, type SliderKey } from "./enhance-pixels";
import { looksLikeImage } from "./file-check";
import { formatMegapixels } from "./image-size";
import { PERFORMANCE_MARKS } from "./performance-marks";
import { createPhotoEnhancer, type PhotoEnhancer } from "./photo-enhancer";
import { initialToolState, isResultStale, toolReducer } from "./tool-state";

const isAbortError = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** The photo tool: open, adjust, enhance and download, all in the browser. */
export function PhotoEnhancementTool() {
  const [state, dispatch] = useReducer(toolReducer, undefined, initialToolState);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const enhancerRef = useRef<PhotoEnhancer | null>(null);
  const originalRef = useRef<HTMLCanvasElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Tickets of the latest open and enhance: an answer to an older request is ignored.
  const openTicket = useRef(0);
  const enhanceTicket = useRef(0);
  const dragDepth = useRef(0);
  const ids = useId();
  const fileErrorId = `${ids}-file-error`;

  useEffect(() => {
    const enhancer = createPhotoEnhancer();
    enhancerRef.current = enhancer;
    // The default portrait is decoded at once, so the first Enhance has nothing to wait for.
    const ticket = ++openTicket.current;
    fetch(defaultPortrait)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((blob) => enhancer.open(blob, previewSide(canvasRef.current)))
      .then(({ photo, preview }) => {
        // The <img> already shows the default portrait; only its size was wanted.
        preview.close();
        if (ticket === openTicket.current) dispatch({ type: "default-measured", width: photo.width, height: photo.height });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.warn("The default portrait could not be prepared:", error);
      });
    return () => {
      enhancerRef.current = null;
      enhancer.dispose();
    };
  }, []);

  // A file dropped beside the drop zone would make the browser leave the page to show it.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", keepPage);
    window.addEventListener("drop", keepPage);
    return () => {
      window.removeEventListener("dragover", keepPage);
      window.removeEventListener("drop", keepPage);
    };
  }, []);

  const result = state.result;
  useEffect(() => {
    if (!result) return;
    // On a phone the Enhance button sits below both photos: bring the result into view when
    // less than half of it shows.
    const figure = canvasRef.current?.closest("figure");
    const box = figure?.getBoundingClientRect();
    const visible = box ? Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0) : 0;
    if (figure && box && visible < box.height / 2) {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      figure.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
    }
    // The benchmark measures up to the frame that shows the result.
    const frame = requestAnimationFrame(() => setTimeout(() => performance.mark(PERFORMANCE_MARKS.enhancedShown)));
    return () => cancelAnimationFrame(frame);
  }, [result]);

  async function openFile(file: File) {
    performance.mark(PERFORMANCE_MARKS.fileChosen);
    if (!looksLikeImage(file)) {
      dispatch({ type: "file-refused", message: copy.errors.notAnImage(file.name) });
      return;
    }
    const enhancer = enhancerRef.current;
    if (!enhancer) return;
    const ticket = ++openTicket.current;
    enhanceTicket.current++;
    dispatch({ type: "opening", fileName: file.name });
    try {
      const { photo: opened, preview } = await enhancer.open(file, previewSide(canvasRef.current));
      if (ticket !== openTicket.current) {
        preview.close();
        return;
      }
      showBitmap(originalRef.current, preview);
      dispatch({
        type: "opened",
        photo: {
          fileName: file.name,
          size: { width: opened.width, height: opened.height },
          scaledFrom: opened.scaled ? { width: opened.sourceWidth, height: opened.sourceHeight } : null,
        },
      });
    } catch (error) {
      if (ticket !== openTicket.current || isAbortError(error)) return;
      dispatch({ type: "file-refused", message: copy.errors.unreadable(file.name) });
    }
  }

  async function enhance() {
    const enhancer = enhancerRef.current;
    if (!enhancer || state.enhancing || state.opening) return;
    const ticket = ++enhanceTicket.current;
    const settings = state.settings;
    performance.mark(PERFORMANCE_MARKS.enhanceStarted);
    dispatch({ type: "enhance-started" });
    setDownloadFailed(false);
    try {
      const { preview, width, height } = await enhancer.enhance(settings);
      if (ticket !== enhanceTicket.current) {
        preview.close();
        return;
      }
      showBitmap(canvasRef.current, preview);
      dispatch({ type: "enhance-finished", result: { settings, width, height } });
    } catch (error) {
      if (ticket !== enhanceTicket.current) return;
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
    if (!enhancer || downloading) return;
    setDownloading(true);
    setDownloadFailed(false);
    try {
      saveBlob(await enhancer.png(), copy.download.fileName);
    } catch (error) {
      console.error("Preparing the download failed:", error);
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  const dropHandlers = {
    onDragEnter(event: DragEvent) {
      if (!hasFiles(event)) return;
      dragDepth.current++;
      setDragging(true);
    },
    onDragOver(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave(event: DragEvent) {
      if (!hasFiles(event)) return;
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    },
    onDrop(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) void openFile(file);
    },
  };

  const { photo } = state;
  const stale = isResultStale(state);
  const busy = state.enhancing || state.opening !== null;
  const statusMessage = state.opening
    ? copy.original.opening
    : state.enhancing
      ? copy.status.enhancing
      : result && !stale
        ? copy.status.enhanced
        : photo.fileName && photo.size
          ? copy.status.opened(photo.fileName, photo.size.width, photo.size.height)
          : "";

  return (
    <div {...dropHandlers} className="relative mt-10">
      {dragging ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -inset-3 z-20 flex items-center justify-center rounded-2xl border-2 border-dashed border-brand-500 bg-brand-50/90 text-lg font-semibold text-brand-800"
        >
          {copy.upload.dropHere}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500">
          <UploadIcon />
          {copy.upload.button}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            aria-describedby={state.fileError ? fileErrorId : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared so that choosing the same file again still counts as a change.
              event.currentTarget.value = "";
              if (file) void openFile(file);
            }}
          />
        </label>
        <p className="text-sm text-ink-600">{copy.upload.hint}</p>
      </div>
      {state.fileError ? (
        <p id={fileErrorId} role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-danger-700">
          {state.fileError}
        </p>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-6 sm:grid-cols-2">
          <PhotoFigure
            heading={copy.original.heading}
            detail={photo.size ? copy.size(photo.size.width, photo.size.height) : null}
            overlay={state.opening ? copy.original.opening : null}
            note={
              photo.scaledFrom && photo.size
                ? copy.scaled(
                    formatMegapixels(photo.scaledFrom.width, photo.scaledFrom.height),
                    photo.size.width,
                    photo.size.height,
                  )
                : null
            }
          >
            {photo.fileName ? null : (
              <img src={defaultPortrait} alt={copy.original.defaultAlt} decoding="async" className="size-full object-contain" />
            )}
            <canvas
              ref={originalRef}
              role="img"
              aria-label={photo.fileName ? copy.original.alt(photo.fileName) : undefined}
              hidden={!photo.fileName}
              className="size-full object-contain"
            />
          </PhotoFigure>

          <PhotoFigure
            heading={copy.enhanced.heading}
            detail={result ? copy.size(result.width, result.height) : null}
            overlay={state.enhancing ? copy.enhance.busy : null}
            note={stale ? copy.enhanced.stale : null}
          >
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={copy.enhanced.alt}
              hidden={!result}
              className="size-full object-contain"
            />
            {result ? null : (
              <p className="flex size-full items-center justify-center p-6 text-center text-ink-600">{copy.enhanced.empty}</p>
            )}
          </PhotoFigure>
        </div>

        <div className="flex flex-col gap-6 rounded-2xl border border-ink-100 bg-ink-50 p-5 sm:p-6">
          <fieldset>
            <legend className="font-serif text-xl font-semibold text-ink-900">{copy.sliders.heading}</legend>
            <div className="mt-4 flex flex-col gap-5">
              {SLIDER_KEYS.map((key) => (
                <Slider
                  key={key}
                  id={`${ids}-${key}`}
                  sliderKey={key}
                  value={state.settings[key]}
                  onChange={(value) => dispatch({ type: "setting-changed", key, value })}
                />
              ))}
            </div>
            <button
              type="button"
              onClick={() => dispatch({ type: "settings-reset" })}
              className="mt-4 rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {copy.sliders.reset}
            </button>
          </fieldset>

          <div className="flex flex-col gap-3">
            <button
              type="button"
              onClick={() => void enhance()}
              aria-disabled={busy}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:bg-brand-600"
            >
              {state.enhancing ? <Spinner /> : null}
              {state.enhancing ? copy.enhance.busy : copy.enhance.idle}
            </button>
            {result ? (
              <button
                type="button"
                onClick={() => void download()}
                aria-disabled={downloading}
                className="inline-flex items-center justify-center gap-2 rounded-full border-2 border-brand-700 bg-white px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-progress"
              >
                {downloading ? <Spinner /> : <DownloadIcon />}
                {downloading ? copy.download.busy : copy.download.idle}
              </button>
            ) : null}
            {state.enhanceFailed ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-danger-700">
                {copy.errors.enhance}
              </p>
            ) : null}
            {downloadFailed ? (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-danger-700">
                {copy.errors.download}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <p role="status" className="sr-only">
        {statusMessage}
      </p>
    </div>
  );
}

function PhotoFigure({
  heading,
  detail,
  overlay,
  note,
  children,
}: {
  heading: string;
  detail: string | null;
  overlay: string | null;
  note: string | null;
  children: ReactNode;
}) {
  return (
    <figure className="flex min-w-0 flex-col">
      <figcaption className="mb-2 flex items-baseline justify-between gap-3">
        <span className="font-serif text-xl font-semibold text-ink-900">{heading}</span>
        {detail ? <span className="text-sm text-ink-600 tabular-nums">{detail}</span> : null}
      </figcaption>
      <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-ink-100 ring-1 ring-ink-200">
        {children}
        {overlay ? (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-white/80 font-semibold text-ink-900">
            <Spinner />
            {overlay}
          </div>
        ) : null}
      </div>
      {note ? <p className="mt-2 text-sm text-ink-700">{note}</p> : null}
    </figure>
  );
}

function Slider({
  id,
  sliderKey,
  value,
  onChange,
}: {
  id: string;
  sliderKey: SliderKey;
  value: number;
  onChange: (value: number) => void;
}) {
  const { min, max } = SLIDER_RANGES[sliderKey];
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="font-medium text-ink-800">
          {copy.sliders.labels[sliderKey]}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-ink-800 tabular-nums">
          {value}%
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={`${value}%`}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
        className="mt-2 w-full accent-brand-700"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-ink-600 tabular-nums">
        <span>{min}%</span>
        <span>{max}%</span>
      </div>
    </div>
  );
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

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 animate-spin">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4v12m0 0-4-4m4 4 4-4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </svg>
  );
}
