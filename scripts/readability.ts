/**
 * The guides' readability, from the build's prerendered pages (`npm run build` first; BUILD_DIR
 * for another build): Flesch–Kincaid grade for the English pages, Fernández-Huerta and
 * Szigriszt-Pazos for the Spanish ones. The figures go in docs/benchmarks.md.
 *   npm run readability
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { guideNavigation } from "../app/content/navigation";
import { localizedPath } from "../app/lib/language";
import {
  articleText,
  englishCounts,
  fernandezHuerta,
  fleschKincaidGrade,
  spanishCounts,
  szigrisztPazos,
} from "../tests/support/readability";

const clientDir = resolve(process.env.BUILD_DIR || "build", "client");
const html = (path: string) => readFileSync(join(clientDir, path, "index.html"), "utf8");

console.log("| Guide | English words | FK grade | Spanish words | Fernández-Huerta | Szigriszt-Pazos |");
console.log("|---|---|---|---|---|---|");
for (const { href } of guideNavigation) {
  const en = englishCounts(articleText(html(href)));
  const es = spanishCounts(articleText(html(localizedPath(href, "es"))));
  console.log(
    `| ${href} | ${en.words} | ${fleschKincaidGrade(en).toFixed(1)} | ${es.words} | ${fernandezHuerta(es).toFixed(1)} | ${szigrisztPazos(es).toFixed(1)} |`,
  );
}
