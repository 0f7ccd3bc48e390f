/**
 * The pixel maths of the photo tool: pure functions over RGBA typed arrays (ImageData
 * layout, straight alpha), with no DOM, so the worker, the main-thread fallback, the
 * unit tests and the Node benchmark all run the very same code.
 *
 * Order of operations, per pixel:
 * 1. brightness, contrast, saturation with the meaning CSS `filter: brightness() contrast()
 *    saturate()` gives them (Filter Effects Level 1, section "Filter Functions"): brightness
 *    multiplies, contrast is (v - 0.5) * c + 0.5, saturate is the spec's colour matrix; each
 *    step is clamped to [0, 1] as every filter primitive's result is, in sRGB (the space the
 *    filter functions work in), without rounding between steps;
 * 2. the result is rounded to 8 bits (half up), as if it had been drawn with the CSS filter;
 * 3. the two corrections of ENHANCEMENT_RULES on those 8-bit values.
 * Fully transparent pixels are copied unchanged: they have no visible colour to adjust.
 */

export type EnhancementSettings = {
  /** Percent: 100 leaves the image as it is. */
  brightness: number;
  contrast: number;
  saturation: number;
};

export type SliderKey = keyof EnhancementSettings;

/** Ranges and defaults of the three sliders, in percent (spec sections 5 and 9). */
export const SLIDER_RANGES = {
  brightness: { min: 50, max: 150, defaultValue: 88 },
  contrast: { min: 50, max: 150, defaultValue: 112 },
  saturation: { min: 0, max: 200, defaultValue: 85 },
} as const satisfies Record<SliderKey, { min: number; max: number; defaultValue: number }>;

export const SLIDER_KEYS = ["brightness", "contrast", "saturation"] as const satisfies readonly SliderKey[];

export const DEFAULT_SETTINGS: EnhancementSettings = {
  brightness: SLIDER_RANGES.brightness.defaultValue,
  contrast: SLIDER_RANGES.contrast.defaultValue,
  saturation: SLIDER_RANGES.saturation.defaultValue,
};

/** Settings that change nothing: every CSS filter function at 100%. */
export const NEUTRAL_SETTINGS: EnhancementSettings = { brightness: 100, contrast: 100, saturation: 100 };

/** Keeps a slider value inside its range, as a whole percent. */
export function clampSetting(key: SliderKey, value: number): number {
  const { min, max, defaultValue } = SLIDER_RANGES[key];
  if (!Number.isFinite(value)) return defaultValue;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * The two corrections applied after the filters, the one place their thresholds live.
 * All values are 8-bit channel values (0-255) of the filtered pixel.
 */
export const ENHANCEMENT_RULES = {
  /**
   * Very bright near-white pixels (blown highlights, glare on skin or a shirt): when every
   * channel is at least `minChannel`, each channel is darkened to `keep` (30%) of its value,
   * but never below `floor` (50). 245 is above what the default settings can produce
   * (pure white comes out at 236), so the rule only bites when brightness or contrast is
   * raised. At 30% of 245 or more a channel is at least 74, so with these numbers the floor
   * is a guarantee for anyone who lowers `minChannel` or `keep`, not a step that changes
   * today's output.
   */
  nearWhite: { minChannel: 245, keep: 0.3, floor: 50 },
  /**
   * Reddish pixels (flushed skin, red casts): when red leads both green and blue by at
   * least `minLead`, red is scaled by `red` (-5%) and green by `green` (+3%), a slight shift
   * away from red towards a neutral skin tone. Blue and alpha are unchanged.
   */
  reddish: { minLead: 24, red: 0.95, green: 1.03 },
} as const satisfies EnhancementRules;

export type EnhancementRules = {
  nearWhite: { minChannel: number; keep: number; floor: number };
  reddish: { minLead: number; red: number; green: number };
};

/** Everything a pass over the pixels needs, computed once per enhancement. */
export type EnhancementPlan = {
  /** s × tone(v): each channel's own share of the saturate matrix. */
  own: Float64Array;
  /**
   * The share every channel takes from the pixel's luminance, (1 - s) × weight × tone(v) with
   * the weights 0.213, 0.715, 0.072, in two tables: red's and green's already added together
   * for each pair (index green × 256 + red), so a pixel needs one look-up for them, and blue's.
   * The rounding offset (HALF_UP) is folded into the red part.
   */
  redGreenLuminance: Float64Array;
  blueLuminance: Float64Array;
  /**
   * The corrections' results for every 8-bit value: near-white (the same for each channel),
   * and reddish for red and for green. Two multiplications and roundings a pixel become
   * look-ups; the tables are computed with exactly the formulas ENHANCEMENT_RULES documents.
   */
  nearWhite: Int32Array;
  reddishRed: Int32Array;
  reddishGreen: Int32Array;
  rules: EnhancementRules;
};

const clamp255 = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/**
 * Added before truncating to round half up. Exact results are multiples of 1e-9 (whole
 * percents times the matrix's three-decimal weights), while floating-point noise is around
 * 1e-12: the extra 1e-10 makes a true tie that comes out as 10.4999999999999 round up, as
 * 10.5 should, and never moves a value that is really below one half.
 */
const HALF_UP = 0.5 + 1e-10;

/** Rec. 709 luminance weights, as the Filter Effects spec's saturate matrix uses them. */
const LUMINANCE_WEIGHTS = [0.213, 0.715, 0.072] as const;

export function planEnhancement(
  settings: EnhancementSettings,
  rules: EnhancementRules = ENHANCEMENT_RULES,
): EnhancementPlan {
  const b = settings.brightness / 100;
  const c = settings.contrast / 100;
  const s = settings.saturation / 100;

  // Brightness then contrast, each clamped; in 0-255 units contrast's pivot 0.5 is 127.5.
  const tone = (v: number) => clamp255((clamp255(v * b) - 127.5) * c + 127.5);

  // The spec's saturate matrix (feColorMatrix type="saturate") is
  //   [0.213 + 0.787s, 0.715 - 0.715s, 0.072 - 0.072s]
  //   [0.213 - 0.213s, 0.715 + 0.285s, 0.072 - 0.072s]
  //   [0.213 - 0.213s, 0.715 - 0.715s, 0.072 + 0.928s],
  // that is s × identity + (1 - s) × (every row the luminance weights): each output channel is
  // s × its own input plus one luminance term shared by the three. Table look-ups instead of
  // nine multiplications a pixel.
  const [redWeight, greenWeight, blueWeight] = LUMINANCE_WEIGHTS;
  const own = new Float64Array(256);
  const redLuminance = new Float64Array(256);
  const greenLuminance = new Float64Array(256);
  const blueLuminance = new Float64Array(256);
  for (let v = 0; v < 256; v++) {
    const t = tone(v);
    own[v] = s * t;
    redLuminance[v] = (1 - s) * redWeight * t + HALF_UP;
    greenLuminance[v] = (1 - s) * greenWeight * t;
    blueLuminance[v] = (1 - s) * blueWeight * t;
  }
  // The luminance term is summed red + green, then + blue: the pair table holds the first sum,
  // the very same double, so the result does not change by a bit.
  const redGreenLuminance = new Float64Array(256 * 256);
  for (let green = 0; green < 256; green++) {
    for (let red = 0; red < 256; red++)
      redGreenLuminance[(green << 8) | red] = redLuminance[red]! + greenLuminance[green]!;
  }

  const nearWhite = new Int32Array(256);
  const reddishRed = new Int32Array(256);
  const reddishGreen = new Int32Array(256);
  for (let v = 0; v < 256; v++) {
    nearWhite[v] = Math.max(rules.nearWhite.floor, (v * rules.nearWhite.keep + HALF_UP) | 0);
    reddishRed[v] = (v * rules.reddish.red + HALF_UP) | 0;
    reddishGreen[v] = Math.min(255, (v * rules.reddish.green + HALF_UP) | 0);
  }
  return { own, redGreenLuminance, blueLuminance, nearWhite, reddishRed, reddishGreen, rules };
}

// Pixels are read and written as one 32-bit word each, four times fewer memory accesses
// than byte by byte. Where the bytes R, G, B, A land in that word depends on the platform's
// byte order (little-endian on every current browser, but the maths must not rely on it).
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const [R_SHIFT, G_SHIFT, B_SHIFT, A_SHIFT] = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];

function asWords(pixels: Uint8ClampedArray): Int32Array {
  if (pixels.byteOffset % 4 !== 0 || pixels.length % 4 !== 0) {
    throw new RangeError("pixel buffers must hold whole RGBA pixels and start on a 4-byte boundary");
  }
  return new Int32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2);
}

/**
 * Enhances pixels `start` (inclusive) to `end` (exclusive) of `source` into `target`, which
 * may be the same array. Callers that must stay responsive run it band by band.
 */
export function applyEnhancement(
  plan: EnhancementPlan,
  source: Uint8ClampedArray,
  target: Uint8ClampedArray,
  start = 0,
  end = source.length >> 2,
): void {
  const from = asWords(source);
  const to = asWords(target);
  const { own, redGreenLuminance, blueLuminance, nearWhite, reddishRed, reddishGreen } = plan;
  const { minChannel } = plan.rules.nearWhite;
  const { minLead } = plan.rules.reddish;

  for (let i = start; i < end; i++) {
    const pixel = from[i]!;
    const alpha = (pixel >>> A_SHIFT) & 255;
    if (alpha === 0) {
      to[i] = pixel;
      continue;
    }
    const r = (pixel >>> R_SHIFT) & 255;
    const g = (pixel >>> G_SHIFT) & 255;
    const b = (pixel >>> B_SHIFT) & 255;
    const shared = redGreenLuminance[(g << 8) | r]! + blueLuminance[b]!;

    // Truncated, then clamped: `shared` already holds HALF_UP, so this rounds half up. The same
    // as clamping first: `| 0` takes anything in (-1, 0) to 0, and the clamps catch the rest.
    let red = (own[r]! + shared) | 0;
    red = red < 0 ? 0 : red > 255 ? 255 : red;
    let green = (own[g]! + shared) | 0;
    green = green < 0 ? 0 : green > 255 ? 255 : green;
    let blue = (own[b]! + shared) | 0;
    blue = blue < 0 ? 0 : blue > 255 ? 255 : blue;

    if (red >= minChannel && green >= minChannel && blue >= minChannel) {
      red = nearWhite[red]!;
      green = nearWhite[green]!;
      blue = nearWhite[blue]!;
    } else if (red - green >= minLead && red - blue >= minLead) {
      red = reddishRed[red]!;
      green = reddishGreen[green]!;
    }

    to[i] = (red << R_SHIFT) | (green << G_SHIFT) | (blue << B_SHIFT) | (alpha << A_SHIFT);
  }
}

/** The whole enhancement in one call: the form the tests and the benchmark use. */
export function enhancePixels(
  source: Uint8ClampedArray,
  target: Uint8ClampedArray,
  settings: EnhancementSettings,
  rules: EnhancementRules = ENHANCEMENT_RULES,
): void {
  if (target.length !== source.length || source.length % 4 !== 0) {
    throw new RangeError("source and target must be RGBA buffers of the same size");
  }
  applyEnhancement(planEnhancement(settings, rules), source, target);
}
