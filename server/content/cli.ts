/**
 * `npm run content:export -- <file.json> [--version N]` writes a published version (the newest by
 * default) to a file: its content and the images it names. `npm run content:import -- <file.json>
 * [--publish --as <publisher>]` reads one back: checked whole, and refused whole on any error;
 * the documents it changes become drafts to publish in the office, or, with --publish, a new
 * version under the same launch rules as the office's Publish. Both open whatever DATABASE_URL
 * names, as the server does; a running server shows an imported version within seconds.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig, loadDotEnv } from "../config";
import { openDatabase } from "../db/open";
import { silentLogger } from "../logger";
import { createContentService } from "./service";

async function main() {
  process.umask(0o077);
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { version: { type: "string" }, publish: { type: "boolean", default: false }, as: { type: "string" } },
  });
  const file = positionals[0];
  if ((command !== "export" && command !== "import") || !file) {
    console.error(
      "Usage: npm run content:export -- <file.json> [--version N]\n       npm run content:import -- <file.json> [--publish --as <publisher address>]",
    );
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config.database, { logger: silentLogger });
  const content = createContentService({ config, database, logger: silentLogger });
  try {
    if (command === "export") {
      const exported = await content.exportVersion(values.version === undefined ? undefined : Number(values.version));
      writeFileSync(file, `${JSON.stringify(exported, null, 2)}\n`);
      console.log(
        `Wrote ${file}: ${Object.keys(exported.documents).length} documents, ${Object.keys(exported.images ?? {}).length} images.`,
      );
      return;
    }
    let input: unknown;
    try {
      input = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      console.error(
        `${file} is not a content file: ${error instanceof Error ? error.message : String(error)}. Nothing was imported.`,
      );
      process.exitCode = 1;
      return;
    }
    const actor = values.as?.trim().toLowerCase() || "content:import";
    const result = await content.importSnapshot(actor, input, { publish: values.publish });
    if (result.ok) {
      console.log(
        "number" in result
          ? `Published version ${result.number}.`
          : `Imported: ${result.drafts} parts are now drafts, to publish in the office.`,
      );
      return;
    }
    process.exitCode = 1;
    console.error("Nothing was imported.");
    if (result.reason === "invalid")
      for (const error of result.errors) console.error(`  ${error.document} ${error.path}: ${error.message}`);
    else if (result.reason === "refused")
      for (const finding of result.findings) console.error(`  ${finding.document} ${finding.path}: ${finding.message}`);
    else if (result.reason === "not-a-publisher")
      console.error(`  --publish needs --as an address of OFFICE_PUBLISHERS (${config.office.publishers.join(", ")}).`);
    else console.error(`  ${result.reason}`);
  } finally {
    await content.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
