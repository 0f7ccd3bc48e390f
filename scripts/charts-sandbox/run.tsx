/**
 * Draws the office's charts with sample figures into one HTML page, photographs it in Chromium at a
 * phone's width and a desktop's, in print and in greys, and runs axe on it at both widths.
 *
 *   npx tsx scripts/charts-sandbox/run.tsx [output folder, default reports/charts]
 *
 * Exits 1 when axe finds anything.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Page } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { chromiumArgs, chromiumPath } from "../../tests/support/browser";
import { SandboxPage } from "./page";

const out = path.resolve(process.argv[2] ?? "reports/charts");
const root = path.resolve(import.meta.dirname, "../..");

async function writePage(): Promise<string> {
  // The stylesheets an office page loads: Tailwind's reset (app.css, via the root route), the office's, the charts'.
  const styles = await Promise.all(
    ["node_modules/tailwindcss/preflight.css", "app/office/office.css", "app/office/charts/charts.css"].map((file) =>
      readFile(path.join(root, file), "utf8"),
    ),
  );
  // Tailwind's reset takes its font from app.css's theme, which only Tailwind's build resolves.
  const appCss = await readFile(path.join(root, "app/app.css"), "utf8");
  const sans = /--font-sans:([^;]+);/.exec(appCss)?.[1]?.trim() ?? "sans-serif";
  styles.push(`html { font-family: ${sans}; }`);
  const body = renderToStaticMarkup(<SandboxPage />);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Charts | Office</title><style>${styles.join("\n")}</style></head><body>${body}</body></html>`;
  const file = path.join(out, "index.html");
  await writeFile(file, html);
  return file;
}

async function axe(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function main() {
  await mkdir(out, { recursive: true });
  const url = pathToFileURL(await writePage()).href;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const problems: string[] = [];
  const summary: string[] = [];
  try {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(url);
      await page.screenshot({ path: path.join(out, `charts-${width}.png`), fullPage: true });
      const figures = page.locator("figure");
      for (let index = 0; index < (await figures.count()); index++) {
        await figures.nth(index).screenshot({ path: path.join(out, `chart-${index + 1}-${width}.png`) });
      }
      const closed = await axe(page, `${width} px`);
      await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
      await page.screenshot({ path: path.join(out, `charts-${width}-tables.png`), fullPage: true });
      const open = await axe(page, `${width} px, tables open`);
      problems.push(...closed, ...open);
      summary.push(
        `axe at ${width} px: ${closed.length} violations with the tables closed, ${open.length} with them open`,
      );
      await context.close();
    }
    const print = await browser.newPage({ viewport: { width: 800, height: 1100 } });
    await print.goto(url);
    await print.emulateMedia({ media: "print" });
    await print.addStyleTag({ content: "html { filter: grayscale(1) }" });
    await print.screenshot({ path: path.join(out, "charts-print-greys.png"), fullPage: true });
    await print.pdf({ path: path.join(out, "charts.pdf"), format: "Letter", printBackground: false });
    await print.close();
  } finally {
    await browser.close();
  }
  await writeFile(path.join(out, "axe.txt"), [...summary, ...problems].join("\n") + "\n");
  console.log([`Wrote ${out}`, ...summary, ...problems].join("\n"));
  if (problems.length > 0) process.exitCode = 1;
}

await main();
