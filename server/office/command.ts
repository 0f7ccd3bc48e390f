/** What the office's command-line tools share (office:link, office:seed, office:recount). */
import { loadConfig, loadDotEnv, type Config } from "../config";
import { openDatabase, type Database } from "../db/open";
import { stdioLogger } from "../logger";

/** A command's configuration, read as the server reads it (the environment and `.env`). */
export function commandConfig(): Config {
  // What the server creates is for its own account alone, whoever creates it first.
  process.umask(0o077);
  loadDotEnv();
  return loadConfig();
}

/** Runs `work` on the database DATABASE_URL names, opened (and migrated) as the server opens it; closes it afterwards. */
export async function withDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  const logger = stdioLogger();
  const database = await openDatabase(config.database, { logger });
  try {
    return await work(database);
  } finally {
    await database.close();
    logger.flush();
  }
}

/** Runs a command: whatever stops it is printed, and it exits 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
