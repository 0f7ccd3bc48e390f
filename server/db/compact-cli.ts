/**
 * `npm run db:compact`: no byte of what erasure and the retention purge deleted left in the
 * database's files, at once. SQLite does it after every erasure and purge by itself (this runs
 * the same: the full-text index rewritten, the write-ahead log emptied). PostgreSQL's own VACUUM,
 * which the server runs after each, lets the space be reused but leaves the deleted rows' bytes
 * in it, and their words in the search's GIN indexes: this rewrites those tables and every index
 * on them (VACUUM FULL), which locks each table while it is written, many seconds at 100,000
 * requests (docs/benchmarks.md). Run it at a quiet hour (nightly from cron, as the backup), or at
 * once when a disk or a backup must hold nothing of an erased request. docs/deploy.md says what it
 * leaves: the write-ahead log's copies, until PostgreSQL recycles them, and any archive of it.
 */
import { loadConfig, loadDotEnv } from "../config";
import { stdioLogger } from "../logger";
import { openDatabase } from "./open";

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const logger = stdioLogger();
  const database = await openDatabase(config.database, { logger });
  try {
    const started = Date.now();
    if (!(await database.forgetDeleted({ rewrite: true }))) {
      console.error(
        "A table was busy (its lock not free within 2 s): it was vacuumed, not rewritten. Run this again at a quieter moment.",
      );
      process.exitCode = 1;
      return;
    }
    console.log(
      `Compacted the ${database.engine === "postgres" ? "PostgreSQL" : "SQLite"} database in ${Date.now() - started} ms: ` +
        "no byte of a deleted request is left in its tables or indexes.",
    );
  } finally {
    await database.close();
    logger.flush();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
