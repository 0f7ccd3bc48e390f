import {
  clampSetting,
  DEFAULT_SETTINGS,
  SLIDER_KEYS,
  type EnhancementSettings,
  type SliderKey,
} from "./enhance-pixels";

/**
 * The photo tool's states (spec section 4): a photo is always shown (the default portrait
 * until one is uploaded); opening a new one replaces it only once it has been read, and
 * clears any enhanced result; enhancing runs to a result or a failure; a download is prepared
 * from the latest result.
 */

export type Photo = {
  /** null for the default portrait, shown as an <img>; an upload is shown from its preview. */
  fileName: string | null;
  /** Known once the photo has been decoded. */
  size: { width: number; height: number } | null;
  /** Set when the photo was larger than the tool's limit and was scaled down. */
  scaledFrom: { width: number; height: number } | null;
};

export type EnhancementResult = { settings: EnhancementSettings; width: number; height: number };

export type ToolState = {
  photo: Photo;
  /** Name of a file being decoded, which will replace the photo if it can be read. */
  opening: string | null;
  settings: EnhancementSettings;
  enhancing: boolean;
  result: EnhancementResult | null;
  enhanceFailed: boolean;
  /** A PNG of the result is being prepared. */
  downloading: boolean;
  downloadFailed: boolean;
  /** Why the last chosen file was refused; the photo shown is unchanged. */
  fileError: string | null;
};

export type ToolAction =
  | { type: "file-refused"; message: string }
  | { type: "opening"; fileName: string }
  | { type: "opened"; photo: Photo }
  | { type: "default-measured"; width: number; height: number }
  | { type: "setting-changed"; key: SliderKey; value: number }
  | { type: "settings-reset" }
  | { type: "enhance-started" }
  | { type: "enhance-finished"; result: EnhancementResult }
  | { type: "enhance-failed" }
  | { type: "enhance-cancelled" }
  | { type: "download-started" }
  | { type: "download-finished" }
  | { type: "download-failed" };

export function initialToolState(): ToolState {
  return {
    photo: { fileName: null, size: null, scaledFrom: null },
    opening: null,
    settings: DEFAULT_SETTINGS,
    enhancing: false,
    result: null,
    enhanceFailed: false,
    downloading: false,
    downloadFailed: false,
    fileError: null,
  };
}

export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case "file-refused":
      return { ...state, opening: null, fileError: action.message };
    case "opening":
      // Opening another photo cancels a running enhancement of the current one.
      return { ...state, opening: action.fileName, fileError: null, enhancing: false };
    case "opened":
      return {
        ...state,
        photo: action.photo,
        opening: null,
        result: null,
        enhancing: false,
        enhanceFailed: false,
        fileError: null,
      };
    case "default-measured":
      if (state.photo.fileName !== null) return state;
      return { ...state, photo: { ...state.photo, size: { width: action.width, height: action.height } } };
    case "setting-changed":
      return { ...state, settings: { ...state.settings, [action.key]: clampSetting(action.key, action.value) } };
    case "settings-reset":
      return { ...state, settings: DEFAULT_SETTINGS };
    case "enhance-started":
      return { ...state, enhancing: true, enhanceFailed: false, downloadFailed: false };
    case "enhance-finished":
      return { ...state, enhancing: false, result: action.result };
    case "enhance-failed":
      return { ...state, enhancing: false, enhanceFailed: true };
    case "enhance-cancelled":
      return { ...state, enhancing: false };
    case "download-started":
      return { ...state, downloading: true, downloadFailed: false };
    case "download-finished":
      return { ...state, downloading: false };
    case "download-failed":
      return { ...state, downloading: false, downloadFailed: true };
  }
}

/** Whether the shown result was made with other slider values than the current ones. */
export function isResultStale(state: ToolState): boolean {
  const { result, settings } = state;
  return result !== null && SLIDER_KEYS.some((key) => result.settings[key] !== settings[key]);
}
