/**
 * `npm run check:launch`: lists every placeholder still in the content (see
 * launch-check/find-placeholders.ts) and exits with 1 while any remain. Not part of `npm test`:
 * the shipped sample content fails it by design, until the firm supplies its own.
 *
 *   npm run check:launch                      checks app/content
 *   npm run check:launch -- --dir <folder>    checks another folder
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { findPlaceholders, formatReport } from "./launch-check/find-placeholders";

const { values } = parseArgs({ options: { dir: { type: "string", default: "app/content" } } });
const folder = values.dir.replace(/[/\\]+$/, "");
const findings = await findPlaceholders(path.resolve(folder));
console.log(formatReport(findings, folder));
process.exitCode = findings.length === 0 ? 0 : 1;
