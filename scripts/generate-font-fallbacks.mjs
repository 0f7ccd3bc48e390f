// Prints @font-face rules for metric-matched fallback fonts (Arial for Inter, Times New Roman
// for Source Serif 4), so text set before the web fonts arrive takes the same space and the
// swap shifts nothing. Measures in Chromium: on Linux, Liberation Sans and Serif stand in for
// Arial and Times New Roman with the same metrics. Run: node scripts/generate-font-fallbacks.mjs
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";
const fonts = [
  {
    family: "Inter Variable",
    file: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    fallbacks: [{ name: "Inter Fallback", local: "Arial", measureWith: "Liberation Sans" }],
  },
  {
    family: "Source Serif 4 Variable",
    file: "node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
    fallbacks: [{ name: "Source Serif Fallback", local: "Times New Roman", measureWith: "Liberation Serif" }],
  },
];

// Ordinary English prose, so the average advance reflects real letter frequencies.
const SAMPLE =
  "If you were hurt by the police, you have rights. Call our office for a free, confidential case evaluation within 24 hours. We work on contingency across Northern California.";

const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--headless"] });
const page = await browser.newPage();
await page.setContent("<!doctype html><body></body>");

const rules = [];
for (const font of fonts) {
  const dataUrl = `data:font/woff2;base64,${readFileSync(font.file).toString("base64")}`;
  for (const fallback of font.fallbacks) {
    const result = await page.evaluate(
      async ({ family, dataUrl, fallbackFamily, sample }) => {
        const face = new FontFace(family, `url(${dataUrl})`, { weight: "100 900" });
        await face.load();
        document.fonts.add(face);
        const context = document.createElement("canvas").getContext("2d");
        const measure = (name) => {
          context.font = `400 100px "${name}"`;
          const metrics = context.measureText(sample);
          return {
            width: metrics.width,
            ascent: metrics.fontBoundingBoxAscent,
            descent: metrics.fontBoundingBoxDescent,
          };
        };
        return { web: measure(family), fallback: measure(fallbackFamily) };
      },
      { family: font.family, dataUrl, fallbackFamily: fallback.measureWith, sample: SAMPLE },
    );
    const sizeAdjust = result.web.width / result.fallback.width;
    const percent = (value) => `${((value / 100 / sizeAdjust) * 100).toFixed(2)}%`;
    rules.push(
      [
        "@font-face {",
        `  font-family: "${fallback.name}";`,
        `  src: local("${fallback.local}");`,
        `  size-adjust: ${(sizeAdjust * 100).toFixed(2)}%;`,
        `  ascent-override: ${percent(result.web.ascent)};`,
        `  descent-override: ${percent(result.web.descent)};`,
        "  line-gap-override: 0%;",
        "}",
      ].join("\n"),
    );
  }
}
await browser.close();
console.log(rules.join("\n\n"));
