import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultPortrait } from "./default-portrait";

describe("defaultPortrait", () => {
  it("states the size of the JPEG it points to", async () => {
    const file = fileURLToPath(new URL("./default-portrait.jpg", import.meta.url));
    const { width, height } = await sharp(file).metadata();
    expect({ width, height }).toEqual({ width: defaultPortrait.width, height: defaultPortrait.height });
  });
});
