import { Button, buttonClass } from "~/components/ui/button";
import { Adjustments } from "./adjustments";
import { defaultPortrait } from "./default-portrait";
import { formatMegapixels } from "./image-size";
import type { PhotoCopy } from "./photo-copy";
import { PhotoFigure } from "./photo-figure";
import { DownloadIcon, UploadIcon } from "./photo-icons";
import { isResultStale, type ToolState } from "./tool-state";
import { useFileDrop } from "./use-file-drop";
import { usePhotoTool } from "./use-photo-tool";

const alertClass = "rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-danger-700";

/** The photo tool: open, adjust, enhance and download, all in the browser. */
export function PhotoEnhancementTool({ copy }: { copy: PhotoCopy }) {
  const tool = usePhotoTool(copy);
  const { state, originalCanvas, resultCanvas } = tool;
  const { photo, result } = state;
  const drop = useFileDrop((file) => void tool.openFile(file));
  // A fixed prefix, not useId(): the tool is hydrated as an island, whose tree is not the page's,
  // so useId would give other ids than the server wrote (ADR 001). It is once on its page.
  const ids = "photo-tool";
  const fileErrorId = `${ids}-file-error`;
  const stale = isResultStale(state);

  return (
    <div {...drop.handlers} className="relative mt-10">
      {drop.dragging ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -inset-3 z-20 flex items-center justify-center rounded-2xl border-2 border-dashed border-brand-500 bg-brand-50/90 text-lg font-semibold text-brand-800"
        >
          {copy.upload.dropHere}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label
          className={buttonClass({
            className:
              "cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500",
          })}
        >
          <UploadIcon className="size-5" />
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
              if (file) void tool.openFile(file);
            }}
          />
        </label>
        <p className="text-sm text-ink-600">{copy.upload.hint}</p>
      </div>
      {state.fileError ? (
        <p id={fileErrorId} role="alert" className={`mt-3 ${alertClass}`}>
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
              <img
                src={defaultPortrait.src}
                width={defaultPortrait.width}
                height={defaultPortrait.height}
                alt={copy.original.defaultAlt}
                decoding="async"
                className="size-full object-contain"
              />
            )}
            <canvas
              ref={originalCanvas}
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
              ref={resultCanvas}
              role="img"
              aria-label={copy.enhanced.alt}
              hidden={!result}
              className="size-full object-contain"
            />
            {result ? null : (
              <p className="flex size-full items-center justify-center p-6 text-center text-ink-600">
                {copy.enhanced.empty}
              </p>
            )}
          </PhotoFigure>
        </div>

        <div className="flex flex-col gap-6 rounded-2xl border border-ink-100 bg-ink-50 p-5 sm:p-6">
          <Adjustments
            copy={copy}
            idPrefix={ids}
            settings={state.settings}
            onChange={tool.changeSetting}
            onReset={tool.resetSettings}
          />

          <div className="flex flex-col gap-3">
            <Button
              busy={state.enhancing}
              aria-disabled={state.enhancing || state.opening !== null}
              onClick={() => void tool.enhance()}
            >
              {state.enhancing ? copy.enhance.busy : copy.enhance.idle}
            </Button>
            {result ? (
              <Button
                variant="secondary"
                busy={state.downloading}
                aria-disabled={state.downloading}
                icon={<DownloadIcon className="size-5" />}
                onClick={() => void tool.download()}
              >
                {state.downloading ? copy.download.busy : copy.download.idle}
              </Button>
            ) : null}
            {state.enhanceFailed ? (
              <p role="alert" className={alertClass}>
                {copy.errors.enhance}
              </p>
            ) : null}
            {state.downloadFailed ? (
              <p role="alert" className={alertClass}>
                {copy.errors.download}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <p role="status" className="sr-only">
        {statusMessage(state, copy)}
      </p>
    </div>
  );
}

/** What the screen reader hears as the tool changes state. */
function statusMessage(state: ToolState, copy: PhotoCopy): string {
  const { photo, result } = state;
  if (state.opening) return copy.original.opening;
  if (state.enhancing) return copy.status.enhancing;
  if (result && !isResultStale(state)) return copy.status.enhanced;
  if (photo.fileName && photo.size) return copy.status.opened(photo.fileName, photo.size.width, photo.size.height);
  return "";
}
