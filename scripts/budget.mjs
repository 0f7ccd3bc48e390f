// Size budgets of the production build, checked on every build (part of `npm test`).
// For each prerendered page: its first-load JavaScript (every script and modulepreload
// its HTML references, gzip), its CSS (gzip) and the HTML itself (gzip).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
export const BUDGETS = {
  contentPageJs: 115 * KB,
  /** The form and the photo tool carry their libraries on first load. */
  heavyPageJs: 130 * KB,
  /** English paths; their Spanish twins under /es have the same budgets. */
  heavyPages: ["/consultation", "/photo-enhancement"],
  css: 25 * KB,
  html: 60 * KB,
};

const clientDir = join(process.env.BUILD_DIR || "build", "client");
if (!existsSync(clientDir)) {
  console.error(`No build at ${clientDir}: run "npm run build" first.`);
  process.exit(1);
}

const gzipCache = new Map();
function gzipSize(path) {
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path);
}

function* pages(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* pages(path);
    else if (entry.name === "index.html") yield path;
  }
}

function routeOf(htmlPath) {
  const rel = relative(clientDir, htmlPath).split(sep).join("/");
  return rel === "index.html" ? "/" : `/${rel.slice(0, -"/index.html".length)}`;
}

/**
 * Asset URLs a page references: script src, modulepreload href, imports inside inline module
 * scripts, and the preload list of a page whose scripts start after load (a space-separated
 * attribute, islands/rewrite.ts).
 */
function referencedAssets(html, ext) {
  const pattern = new RegExp(`(?<=["'(\\s])(/assets/[^"'()\\s]+\\.${ext})(?=["')\\s])`, "g");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
}

const rows = [];
let failures = 0;
for (const htmlPath of pages(clientDir)) {
  const route = routeOf(htmlPath);
  const html = readFileSync(htmlPath, "utf8");
  const js = referencedAssets(html, "js").reduce((sum, url) => sum + gzipSize(join(clientDir, url)), 0);
  const css = referencedAssets(html, "css").reduce((sum, url) => sum + gzipSize(join(clientDir, url)), 0);
  const htmlSize = gzipSize(htmlPath);
  const englishRoute = route === "/es" ? "/" : route.startsWith("/es/") ? route.slice("/es".length) : route;
  const jsLimit = BUDGETS.heavyPages.includes(englishRoute) ? BUDGETS.heavyPageJs : BUDGETS.contentPageJs;
  const over = [
    js > jsLimit && `JS ${fmt(js)} > ${fmt(jsLimit)}`,
    css > BUDGETS.css && `CSS ${fmt(css)} > ${fmt(BUDGETS.css)}`,
    htmlSize > BUDGETS.html && `HTML ${fmt(htmlSize)} > ${fmt(BUDGETS.html)}`,
  ].filter(Boolean);
  if (over.length) failures++;
  rows.push({ route, js, jsLimit, css, html: htmlSize, status: over.length ? `OVER: ${over.join("; ")}` : "ok" });
}

function fmt(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

rows.sort((a, b) => a.route.localeCompare(b.route));
console.log("| route | first-load JS (gzip) | JS budget | CSS (gzip) | HTML (gzip) | status |");
console.log("|---|---:|---:|---:|---:|---|");
for (const row of rows) {
  console.log(
    `| ${row.route} | ${fmt(row.js)} | ${fmt(row.jsLimit)} | ${fmt(row.css)} | ${fmt(row.html)} | ${row.status} |`,
  );
}
if (rows.length === 0) {
  console.error("No prerendered pages found.");
  process.exit(1);
}
if (failures) {
  console.error(`\n${failures} page(s) over budget.`);
  process.exit(1);
}
console.log(
  `\nAll ${rows.length} pages within budget (JS ${fmt(BUDGETS.contentPageJs)}, heavy pages ${fmt(BUDGETS.heavyPageJs)}, CSS ${fmt(BUDGETS.css)}, HTML ${fmt(BUDGETS.html)}).`,
);
