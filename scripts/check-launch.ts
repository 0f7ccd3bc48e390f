/**
 * `npm run check:launch`: lists what must not go live in the published version of the site's
 * content (app/content/model/launch-rules.ts): the placeholders, the claims the State Bar's rules
 * forbid, the Spanish the glossary refuses, and the launch list (Spanish to translate again or
 * to review). Exits 1 while any is left. It opens whatever DATABASE_URL names, as the server
 * does; before anything is published it checks the first version, the content modules.
 * Not part of `npm test`: the shipped sample content fails it by design.
 *
 *   npm run check:launch                         the published version
 *   npm run check:launch -- --file <file.json>   a content file (content:export)
 *   npm run check:launch -- --dir <folder>       content modules as files, line by line
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { firstVersion } from "../app/content/model/first-version.server";
import { documentById } from "../app/content/model/documents";
import { launchFindings } from "../app/content/model/launch-rules";
import { findPlaceholders, formatReport } from "./launch-check/find-placeholders";
import { InvalidContentFile, snapshotToCheck } from "./published-snapshot";

const { values } = parseArgs({ options: { dir: { type: "string" }, file: { type: "string" } } });

if (values.dir) {
  const folder = values.dir.replace(/[/\\]+$/, "");
  const findings = await findPlaceholders(path.resolve(folder));
  console.log(formatReport(findings, folder));
  process.exitCode = findings.length === 0 ? 0 : 1;
} else {
  let read;
  try {
    read = await snapshotToCheck(values.file);
  } catch (error) {
    if (!(error instanceof InvalidContentFile)) throw error;
    console.log(error.message);
    process.exit(1);
  }
  const { snapshot, where } = read;
  const findings = launchFindings(snapshot, firstVersion());
  if (findings.length === 0) {
    console.log(`Launch check: nothing left in ${where}. The site may go live.`);
  } else {
    console.log(`Launch check: ${findings.length} item${findings.length === 1 ? "" : "s"} left in ${where}.`);
    console.log("Change each in the office (/office/site), publish, then run again.");
    let current = "";
    for (const finding of findings) {
      const title = documentById(finding.document)?.title ?? "Spanish of the forms and menus";
      if (title !== current) console.log(`\n${(current = title)}`);
      const where = [finding.path, finding.language].filter(Boolean).join(" ");
      console.log(`  ${finding.blocks ? "must change" : "to review "}  ${where ? `${where}: ` : ""}${finding.message}`);
    }
  }
  process.exitCode = findings.length === 0 ? 0 : 1;
}
