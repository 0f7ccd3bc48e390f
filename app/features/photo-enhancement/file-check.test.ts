import { describe, expect, it } from "vitest";
import { looksLikeImage } from "./file-check";

describe("looksLikeImage", () => {
  it("accepts files the browser types as images", () => {
    expect(looksLikeImage({ name: "headshot.jpg", type: "image/jpeg" })).toBe(true);
    expect(looksLikeImage({ name: "scan", type: "image/png" })).toBe(true);
    expect(looksLikeImage({ name: "photo.WEBP", type: "IMAGE/WEBP" })).toBe(true);
  });

  it("refuses files typed as something else, whatever their name", () => {
    expect(looksLikeImage({ name: "notes.txt", type: "text/plain" })).toBe(false);
    expect(looksLikeImage({ name: "photo.jpg", type: "application/pdf" })).toBe(false);
    expect(looksLikeImage({ name: "clip.mp4", type: "video/mp4" })).toBe(false);
  });

  it("judges an untyped file by its extension", () => {
    expect(looksLikeImage({ name: "IMG_0001.HEIC", type: "" })).toBe(true);
    expect(looksLikeImage({ name: "portrait.jpeg", type: "" })).toBe(true);
    expect(looksLikeImage({ name: "README", type: "" })).toBe(false);
    expect(looksLikeImage({ name: "archive.jpg.zip", type: "" })).toBe(false);
  });
});
