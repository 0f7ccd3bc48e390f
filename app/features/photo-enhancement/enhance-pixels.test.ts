import { describe, expect, it } from "vitest";
import {
  applyEnhancement,
  clampSetting,
  DEFAULT_SETTINGS,
  ENHANCEMENT_RULES,
  enhancePixels,
  NEUTRAL_SETTINGS,
  planEnhancement,
  type EnhancementRules,
  type EnhancementSettings,
} from "./enhance-pixels";

/** Enhances a list of RGBA pixels and returns them as plain arrays. */
function enhance(
  pixels: number[][],
  settings: Partial<EnhancementSettings>,
  rules: EnhancementRules = ENHANCEMENT_RULES,
): number[][] {
  const source = Uint8ClampedArray.from(pixels.flat());
  const target = new Uint8ClampedArray(source.length);
  enhancePixels(source, target, { ...NEUTRAL_SETTINGS, ...settings }, rules);
  return Array.from({ length: pixels.length }, (_, i) => Array.from(target.subarray(i * 4, i * 4 + 4)));
}

// A blue-green pixel that neither correction rule touches at any of the bounds below, so
// each expectation is the filter maths alone. Values were worked out by hand (0-255 units).
const TEAL = [40, 120, 200, 255];

describe("filters with CSS semantics", () => {
  it("changes nothing at 100% each (for pixels outside both correction rules)", () => {
    const pixels = [TEAL, [0, 0, 0, 255], [64, 128, 32, 255], [244, 244, 244, 255]];
    expect(enhance(pixels, {})).toEqual(pixels);
  });

  it("brightness 50% halves every channel", () => {
    expect(enhance([TEAL], { brightness: 50 })).toEqual([[20, 60, 100, 255]]);
  });

  it("brightness 150% multiplies by 1.5 and clips at 255", () => {
    // 40 * 1.5 = 60, 120 * 1.5 = 180, 200 * 1.5 = 300 -> 255
    expect(enhance([TEAL], { brightness: 150 })).toEqual([[60, 180, 255, 255]]);
  });

  it("contrast 50% pulls channels halfway to the middle grey", () => {
    // (40 - 127.5) * 0.5 + 127.5 = 83.75, (120 - 127.5) * 0.5 + 127.5 = 123.75, 163.75
    expect(enhance([TEAL], { contrast: 50 })).toEqual([[84, 124, 164, 255]]);
  });

  it("contrast 150% pushes channels away from the middle grey and clips at 0", () => {
    // (40 - 127.5) * 1.5 + 127.5 = -3.75 -> 0, (120 - 127.5) * 1.5 + 127.5 = 116.25, 236.25
    expect(enhance([TEAL], { contrast: 150 })).toEqual([[0, 116, 236, 255]]);
  });

  it("saturation 0% gives the spec's luminance grey", () => {
    // 0.213 * 40 + 0.715 * 120 + 0.072 * 200 = 8.52 + 85.8 + 14.4 = 108.72
    expect(enhance([TEAL], { saturation: 0 })).toEqual([[109, 109, 109, 255]]);
  });

  it("saturation 200% applies the saturate matrix with s = 2 and clips both ways", () => {
    // red:   1.787 * 40 - 0.715 * 120 - 0.072 * 200 = -28.72 -> 0
    // green: -0.213 * 40 + 1.285 * 120 - 0.072 * 200 = 131.28
    // blue:  -0.213 * 40 - 0.715 * 120 + 1.928 * 200 = 291.28 -> 255
    expect(enhance([TEAL], { saturation: 200 })).toEqual([[0, 131, 255, 255]]);
  });

  it("applies brightness, then contrast, then saturation with the defaults (88, 112, 85)", () => {
    // tone: 40 -> 35.2 -> 24.124; 120 -> 105.6 -> 102.972; 200 -> 176 -> 181.82
    // saturate 0.85: rows (0.88195, 0.10725, 0.0108), (0.03195, 0.95725, 0.0108), (0.03195, 0.10725, 0.8608)
    // red 34.28, green 101.30, blue 168.33
    expect(enhance([TEAL], DEFAULT_SETTINGS)).toEqual([[34, 101, 168, 255]]);
  });

  it("clamps after brightness, before contrast, as chained filter primitives do", () => {
    // 200 * 1.5 = 300 -> 255 first; then (255 - 127.5) * 0.5 + 127.5 = 191.25. Without the
    // clamp in between it would be (300 - 127.5) * 0.5 + 127.5 = 213.75.
    expect(enhance([[200, 200, 200, 255]], { brightness: 150, contrast: 50 })).toEqual([[191, 191, 191, 255]]);
  });

  it("keeps partial alpha as it is and adjusts the colour as for an opaque pixel", () => {
    expect(enhance([[40, 120, 200, 128]], { brightness: 50 })).toEqual([[20, 60, 100, 128]]);
  });
});

describe("fully transparent pixels", () => {
  it("are copied unchanged whatever the settings", () => {
    const hidden = [
      [10, 20, 30, 0],
      [255, 255, 255, 0],
      [220, 100, 90, 0],
    ];
    for (const settings of [
      DEFAULT_SETTINGS,
      { brightness: 150, contrast: 150, saturation: 200 },
      { brightness: 50, saturation: 0 },
    ]) {
      expect(enhance(hidden, settings)).toEqual(hidden);
    }
  });
});

describe("near-white rule", () => {
  it("darkens a pixel whose channels are all at least 245 to 30% of each value", () => {
    // 250 * 0.3 = 75; 245 * 0.3 = 73.5 -> 74 (half up); 247 * 0.3 = 74.1 -> 74; 255 * 0.3 = 76.5 -> 77
    expect(
      enhance(
        [
          [250, 250, 250, 255],
          [245, 246, 247, 255],
          [255, 255, 255, 255],
        ],
        {},
      ),
    ).toEqual([
      [75, 75, 75, 255],
      [74, 74, 74, 255],
      [77, 77, 77, 255],
    ]);
  });

  it("leaves a pixel alone when one channel is below 245", () => {
    expect(
      enhance(
        [
          [244, 255, 255, 255],
          [255, 250, 244, 255],
        ],
        {},
      ),
    ).toEqual([
      [244, 255, 255, 255],
      [255, 250, 244, 255],
    ]);
  });

  it("judges the pixel after the filters: brightness can push a pixel into the rule", () => {
    // 200 * 1.25 = 250 -> near-white -> 75
    expect(enhance([[200, 200, 200, 255]], { brightness: 125 })).toEqual([[75, 75, 75, 255]]);
  });

  it("never fires with the default settings, which cannot reach 245", () => {
    // White: 255 * 0.88 = 224.4 -> (224.4 - 127.5) * 1.12 + 127.5 = 236.03
    expect(enhance([[255, 255, 255, 255]], DEFAULT_SETTINGS)).toEqual([[236, 236, 236, 255]]);
  });

  it("never goes below the floor of 50", () => {
    // With the shipped 30% a near-white channel never falls under 74; a stronger darkening
    // shows the floor at work: 250 * 0.1 = 25 -> 50.
    const strong = { ...ENHANCEMENT_RULES, nearWhite: { ...ENHANCEMENT_RULES.nearWhite, keep: 0.1 } };
    expect(
      enhance(
        [
          [250, 250, 250, 255],
          [255, 255, 255, 255],
        ],
        {},
        strong,
      ),
    ).toEqual([
      [50, 50, 50, 255],
      [50, 50, 50, 255],
    ]);
    expect(ENHANCEMENT_RULES.nearWhite).toEqual({ minChannel: 245, keep: 0.3, floor: 50 });
  });
});

describe("reddish rule", () => {
  it("lowers red by 5% and raises green by 3% when red leads both by 24 or more", () => {
    // 200 * 0.95 = 190, 120 * 1.03 = 123.6 -> 124; blue unchanged
    expect(enhance([[200, 120, 100, 255]], {})).toEqual([[190, 124, 100, 255]]);
  });

  it("fires at a lead of exactly 24 and not at 23", () => {
    // 124 * 0.95 = 117.8 -> 118, 100 * 1.03 = 103
    expect(
      enhance(
        [
          [124, 100, 100, 255],
          [123, 100, 100, 255],
        ],
        {},
      ),
    ).toEqual([
      [118, 103, 100, 255],
      [123, 100, 100, 255],
    ]);
  });

  it("needs red to lead green and blue: a lead over blue alone is not reddish", () => {
    expect(
      enhance(
        [
          [200, 180, 100, 255],
          [200, 100, 180, 255],
        ],
        {},
      ),
    ).toEqual([
      [200, 180, 100, 255],
      [200, 100, 180, 255],
    ]);
  });

  it("keeps green within 8 bits", () => {
    // 255 * 0.95 = 242.25 -> 242; 231 * 1.03 = 237.93 -> 238
    expect(enhance([[255, 231, 0, 255]], {})).toEqual([[242, 238, 0, 255]]);
  });
});

/**
 * The spec read literally, with no tables or shortcuts: the optimised loop must agree with it.
 * Rounding is half up, counting a tie that floating point puts a hair below .5 as a tie.
 */
const roundHalfUp = (value: number) => Math.floor(value + 0.5 + 1e-10);

function reference(pixel: number[], { brightness, contrast, saturation }: EnhancementSettings): number[] {
  const [r, g, b, a] = pixel as [number, number, number, number];
  if (a === 0) return pixel;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const tone = (v: number) => clamp((clamp((v / 255) * (brightness / 100)) - 0.5) * (contrast / 100) + 0.5);
  const [tr, tg, tb] = [tone(r), tone(g), tone(b)];
  const s = saturation / 100;
  const matrix = [
    [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
  ];
  let [red, green, blue] = matrix.map(([x, y, z]) => roundHalfUp(clamp(x! * tr + y! * tg + z! * tb) * 255)) as [
    number,
    number,
    number,
  ];
  if (red >= 245 && green >= 245 && blue >= 245) {
    [red, green, blue] = [red, green, blue].map((v) => Math.max(50, roundHalfUp(v * 0.3))) as [number, number, number];
  } else if (red - green >= 24 && red - blue >= 24) {
    red = roundHalfUp(red * 0.95);
    green = Math.min(255, roundHalfUp(green * 1.03));
  }
  return [red, green, blue, a];
}

describe("rounding", () => {
  it("rounds an exact half up even when floating point computes it a hair below", () => {
    // Brightness 150, contrast 50: 200 -> 300 -> 255 -> 191.25; 45 -> 67.5 -> 97.5.
    // Saturation 200, blue row: -0.213 * 191.25 - 0.715 * 191.25 + 1.928 * 97.5 = 10.5 exactly -> 11.
    // Red row: 1.787 * 191.25 - 0.715 * 191.25 - 0.072 * 97.5 = 198; green row the same.
    expect(enhance([[200, 200, 45, 255]], { brightness: 150, contrast: 50, saturation: 200 })).toEqual([
      [198, 198, 11, 255],
    ]);
    // 190 * 0.95 = 180.5 -> 181 in the reddish rule.
    expect(enhance([[190, 100, 100, 255]], {})).toEqual([[181, 103, 100, 255]]);
  });
});

describe("against a literal reading of the spec", () => {
  it("agrees on 20,000 pseudo-random pixels at several settings", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    const pixels = Array.from({ length: 20_000 }, () => [
      random(),
      random(),
      random(),
      random() < 16 ? 0 : random() | 1,
    ]);
    for (const settings of [
      DEFAULT_SETTINGS,
      NEUTRAL_SETTINGS,
      { brightness: 150, contrast: 50, saturation: 200 },
      { brightness: 50, contrast: 150, saturation: 0 },
      { brightness: 131, contrast: 77, saturation: 143 },
    ]) {
      const mismatches = enhance(pixels, settings).filter(
        (pixel, i) => pixel.join() !== reference(pixels[i]!, settings).join(),
      );
      expect(mismatches).toEqual([]);
    }
  });
});

describe("band by band", () => {
  it("gives the same result as one pass, in place", () => {
    const pixels = Uint8ClampedArray.from({ length: 4 * 1000 }, (_, i) => (i * 37 + (i >> 2) * 11) % 256);
    const whole = new Uint8ClampedArray(pixels.length);
    enhancePixels(pixels, whole, DEFAULT_SETTINGS);

    const plan = planEnhancement(DEFAULT_SETTINGS);
    const inPlace = pixels.slice();
    for (let start = 0; start < 1000; start += 300)
      applyEnhancement(plan, inPlace, inPlace, start, Math.min(1000, start + 300));
    expect(inPlace).toEqual(whole);
  });

  it("refuses buffers of different sizes", () => {
    expect(() => enhancePixels(new Uint8ClampedArray(8), new Uint8ClampedArray(4), DEFAULT_SETTINGS)).toThrow(
      RangeError,
    );
  });
});

describe("clampSetting", () => {
  it("keeps slider values within their range, as whole percents", () => {
    expect(clampSetting("brightness", 20)).toBe(50);
    expect(clampSetting("contrast", 151)).toBe(150);
    expect(clampSetting("saturation", 199.6)).toBe(200);
    expect(clampSetting("saturation", -1)).toBe(0);
    expect(clampSetting("brightness", Number.NaN)).toBe(88);
  });
});
