/**
 * The site's content as a script reads it (check:launch, review:spanish): a content file
 * (content:export) checked and brought up to this release, or the version the site publishes,
 * from whatever DATABASE_URL names, as the server reads it (the first version, the content
 * modules, before anything is published). `where` says which, for the script's report.
 */
import { readFileSync } from "node:fs";
import { firstVersion } from "../app/content/model/first-version.server";
import { checkSnapshot, upgradeSnapshot, type ContentSnapshot } from "../app/content/model/snapshot";

export type SnapshotRead = { snapshot: ContentSnapshot; where: string };

/** A content file that is not one: its message lists what is wrong, a line each. */
export class InvalidContentFile extends Error {}

export async function snapshotToCheck(file?: string): Promise<SnapshotRead> {
  if (file) {
    const checked = checkSnapshot(JSON.parse(readFileSync(file, "utf8")));
    if (!checked.ok) {
      const errors = checked.errors.map((error) => `  ${error.document} ${error.path}: ${error.message}`);
      throw new InvalidContentFile([`${file} is not a valid content file:`, ...errors].join("\n"));
    }
    return { snapshot: upgradeSnapshot(checked.snapshot, firstVersion()), where: file };
  }
  const { loadConfig, loadDotEnv } = await import("../server/config");
  const { openDatabase } = await import("../server/db/open");
  const { silentLogger } = await import("../server/logger");
  const { createContentService } = await import("../server/content/service");
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config.database, { logger: silentLogger });
  try {
    const published = await createContentService({ config, database, logger: silentLogger }).published();
    return {
      snapshot: published.snapshot,
      where:
        published.number === 0 ? "the first version (nothing published yet)" : `published version ${published.number}`,
    };
  } finally {
    await database.close();
  }
}
