/**
 * `npm run office:seed -- 100000 [--seed=1]`: fills whatever DATABASE_URL names with that many
 * fake requests over three years (server/requests/seed-requests.ts), for measuring the office
 * at scale and for trying the dashboard. It refuses a database that holds anything the site
 * received (a request it did not write itself, or a conflict-check record); run it again to
 * add more. Every address is under example.org/.com/.net, every phone a 555-01xx number. It
 * ends as the database needs after a bulk load (Database.bulkLoad: on PostgreSQL, VACUUM
 * ANALYZE), so that the office is measured as a firm's database would be once autovacuum ran.
 */
import { RealRequestsError, writeSeed } from "../requests/seed-writer";
import { commandConfig, runCommand, withDatabase } from "./command";

runCommand(async () => {
  const args = process.argv.slice(2);
  const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? "");
  const seed = Number(/^--seed=(\d+)$/.exec(args.find((arg) => arg.startsWith("--seed=")) ?? "")?.[1] ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
    console.error("Usage: npm run office:seed -- <how many, up to 2,000,000> [--seed=<number>]");
    process.exit(2);
  }
  const config = commandConfig();
  await withDatabase(config, async (database) => {
    const started = performance.now();
    try {
      await writeSeed(database, { count, now: Date.now(), seed, offices: config.office.emails }, (written) =>
        process.stdout.write(`\r${written.toLocaleString("en-US")} of ${count.toLocaleString("en-US")} requests`),
      );
    } catch (error) {
      if (!(error instanceof RealRequestsError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`\nSeeded ${count.toLocaleString("en-US")} fake requests in ${seconds.toFixed(1)} s (seed ${seed}).`);
    if (config.retention.days < 3 * 365) {
      console.log(
        `Note: RETENTION_DAYS is ${config.retention.days}. The server's hourly purge erases closed requests ` +
          "older than that; set RETENTION_DAYS=3650 while you use the seed to keep all three years.",
      );
    }
  });
});
