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
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { firstVersion } from "../app/content/model/first-version.server";
import { documentById } from "../app/content/model/documents";
import { launchFindings } from "../app/content/model/launch-rules";
import { checkSnapshot, upgradeSnapshot } from "../app/content/model/snapshot";
import { findPlaceholders, formatReport } from "./launch-check/find-placeholders";

const { values } = parseArgs({ options: { dir: { type: "string" }, file: { type: "string" } } });

if (values.dir) {
  const folder = values.dir.replace(/[/\\]+$/, "");
  const findings = await findPlaceholders(path.resolve(folder));
  console.log(formatReport(findings, folder));
  process.exitCode = findings.length === 0 ? 0 : 1;
} else {
  let snapshot;
  let where: string;
  if (values.file) {
    const checked = checkSnapshot(JSON.parse(readFileSync(values.file, "utf8")));
    if (!checked.ok) {
      console.log(`${values.file} is not a valid content file:`);
      for (const error of checked.errors) console.log(`  ${error.document} ${error.path}: ${error.message}`);
      process.exit(1);
    }
    snapshot = upgradeSnapshot(checked.snapshot, firstVersion());
    where = values.file;
  } else {
    const { loadConfig, loadDotEnv } = await import("../server/config");
    const { openDatabase } = await import("../server/db/open");
    const { silentLogger } = await import("../server/logger");
    const { createContentService } = await import("../server/content/service");
    loadDotEnv();
    const config = loadConfig();
    const database = await openDatabase(config.database, { logger: silentLogger });
    const content = createContentService({ config, database, logger: silentLogger });
    const published = await content.published();
    await database.close();
    snapshot = published.snapshot;
    where =
      published.number === 0 ? "the first version (nothing published yet)" : `published version ${published.number}`;
  }
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
