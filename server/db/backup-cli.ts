/**
 * `npm run db:backup -- <file>`: a consistent copy of the database DATABASE_URL names, taken
 * while the server runs, readable by this account alone (0600). SQLite: SQLite's online
 * backup. PostgreSQL: pg_dump's custom format, when pg_dump is installed; otherwise the command
 * to run is printed. What a backup cannot hold (requests acknowledged after it began) and how
 * to shrink that window: docs/deploy.md.
 */
import { resolve } from "node:path";
import { databasePath, isPostgresUrl, loadConfig, loadDotEnv } from "../config";
import { backupPostgres, backupSqlite, findPgDump } from "./backup";

async function main() {
  const target = process.argv[2]?.trim();
  if (!target) {
    console.error("Usage: npm run db:backup -- <file>   (a new file; the database is the one DATABASE_URL names)");
    process.exit(2);
  }
  loadDotEnv();
  const { url } = loadConfig().database;
  const file = resolve(target);
  const started = Date.now();
  if (isPostgresUrl(url)) {
    const pgDump = findPgDump();
    if (!pgDump) {
      console.error(
        "pg_dump is not installed here. Run it where it is, with the password in PGPASSWORD:\n" +
          `  pg_dump --format=custom --file=${file} --dbname='postgres://user@host:5432/name'\n` +
          "then chmod 600 the file. Restore with pg_restore into a new database (docs/deploy.md).",
      );
      process.exit(1);
    }
    const { bytes } = await backupPostgres(url, file, pgDump);
    console.log(
      `Backed up PostgreSQL to ${file} (${bytes} bytes, pg_dump custom format) in ${Date.now() - started} ms.`,
    );
    return;
  }
  const { bytes, requests, pending } = await backupSqlite(databasePath(url), file);
  console.log(
    `Backed up ${databasePath(url)} to ${file} (${bytes} bytes, mode 600) in ${Date.now() - started} ms: ` +
      `${requests} requests, ${pending} still to be mailed.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
