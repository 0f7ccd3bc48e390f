import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "./enhance-pixels";
import { initialToolState, isResultStale, toolReducer, type ToolAction, type ToolState } from "./tool-state";

const run = (state: ToolState, ...actions: ToolAction[]) => actions.reduce(toolReducer, state);
const start = initialToolState();
const upload = { fileName: "me.jpg", size: { width: 800, height: 1000 }, scaledFrom: null };
const enhanced = run(
  start,
  { type: "enhance-started" },
  { type: "enhance-finished", result: { settings: DEFAULT_SETTINGS, width: 1200, height: 1500 } },
);

describe("toolReducer", () => {
  it("starts on the default photo with the default slider values and no result", () => {
    expect(start.photo).toEqual({ fileName: null, size: null, scaledFrom: null });
    expect(start.settings).toEqual({ brightness: 88, contrast: 112, saturation: 85 });
    expect(start.result).toBeNull();
  });

  it("shows a result after enhancing", () => {
    const enhancing = run(start, { type: "enhance-started" });
    expect(enhancing.enhancing).toBe(true);
    expect(enhanced.enhancing).toBe(false);
    expect(enhanced.result).toEqual({ settings: DEFAULT_SETTINGS, width: 1200, height: 1500 });
  });

  it("replaces the photo and clears the result when an upload has opened", () => {
    const opening = run(enhanced, { type: "opening", fileName: "me.jpg" });
    expect(opening.photo.fileName).toBeNull();
    expect(opening.result).not.toBeNull();

    const opened = run(opening, { type: "opened", photo: upload });
    expect(opened.photo).toEqual(upload);
    expect(opened.result).toBeNull();
    expect(opened.opening).toBeNull();
  });

  it("keeps the photo and the result when a file is refused", () => {
    const refused = run(
      enhanced,
      { type: "opening", fileName: "notes.txt" },
      { type: "file-refused", message: "not an image" },
    );
    expect(refused.photo).toEqual(enhanced.photo);
    expect(refused.result).toEqual(enhanced.result);
    expect(refused.fileError).toBe("not an image");
    expect(run(refused, { type: "opened", photo: upload }).fileError).toBeNull();
  });

  it("stops showing an enhancement in progress when another photo starts opening", () => {
    const state = run(start, { type: "enhance-started" }, { type: "opening", fileName: "me.jpg" });
    expect(state.enhancing).toBe(false);
  });

  it("flags a failure until the next attempt", () => {
    const failed = run(start, { type: "enhance-started" }, { type: "enhance-failed" });
    expect(failed.enhanceFailed).toBe(true);
    expect(failed.enhancing).toBe(false);
    expect(run(failed, { type: "enhance-started" }).enhanceFailed).toBe(false);
  });

  it("keeps slider values within their ranges and resets them", () => {
    const moved = run(
      start,
      { type: "setting-changed", key: "saturation", value: 250 },
      { type: "setting-changed", key: "brightness", value: 120 },
    );
    expect(moved.settings).toEqual({ brightness: 120, contrast: 112, saturation: 200 });
    expect(run(moved, { type: "settings-reset" }).settings).toEqual(DEFAULT_SETTINGS);
  });

  it("records the default photo's size only while it is the photo shown", () => {
    expect(run(start, { type: "default-measured", width: 1200, height: 1500 }).photo.size).toEqual({
      width: 1200,
      height: 1500,
    });
    const uploaded = run(
      start,
      { type: "opened", photo: upload },
      { type: "default-measured", width: 1200, height: 1500 },
    );
    expect(uploaded.photo.size).toEqual({ width: 800, height: 1000 });
  });
});

describe("isResultStale", () => {
  it("tells when the sliders no longer match the result shown", () => {
    expect(isResultStale(start)).toBe(false);
    expect(isResultStale(enhanced)).toBe(false);
    const moved = run(enhanced, { type: "setting-changed", key: "contrast", value: 130 });
    expect(isResultStale(moved)).toBe(true);
    expect(isResultStale(run(moved, { type: "setting-changed", key: "contrast", value: 112 }))).toBe(false);
  });
});

describe("toolReducer, downloads", () => {
  it("prepares a download, says when it failed, and forgets the failure on the next try or enhancement", () => {
    const downloading = run(enhanced, { type: "download-started" });
    expect(downloading.downloading).toBe(true);
    const failed = run(downloading, { type: "download-failed" });
    expect(failed).toMatchObject({ downloading: false, downloadFailed: true });
    expect(run(failed, { type: "download-started" }).downloadFailed).toBe(false);
    expect(run(failed, { type: "enhance-started" }).downloadFailed).toBe(false);
    expect(run(downloading, { type: "download-finished" })).toMatchObject({
      downloading: false,
      downloadFailed: false,
    });
  });
});
