/**
 * `npm run office:seed -- 100000 [--seed=1]`: fills whatever DATABASE_URL names with that many
 * fake requests over three years (server/requests/seed-requests.ts), for measuring the office
 * at scale and for trying the dashboard. It refuses a database that holds anything the site
 * received (a request it did not write itself, or a conflict-check record); run it again to
 * add more. Every address is under example.org/.com/.net, every phone a 555-01xx number.
 */
import { loadConfig, loadDotEnv } from "../config";
import { openDatabase } from "../db/open";
import { stdioLogger } from "../logger";
import { createRequestReads } from "../requests/reads";
import { createRequestsRepository } from "../requests/repository";
import { seedRequests, type Seeded } from "../requests/seed-requests";
import { createThreadRepository } from "../requests/thread-repository";

/** Requests generated and written per round: memory holds one round. */
const ROUND = 5_000;

async function main() {
  process.umask(0o077);
  const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? "");
  const seed = Number(
    /^--seed=(\d+)$/.exec(process.argv.slice(2).find((arg) => arg.startsWith("--seed=")) ?? "")?.[1] ?? 1,
  );
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
    console.error("Usage: npm run office:seed -- <how many, up to 2,000,000> [--seed=<number>]");
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const logger = stdioLogger();
  const database = await openDatabase(config.database, { logger });
  try {
    if (await createRequestReads(database).holdsRealRequests()) {
      console.error(
        "Refused: this database holds requests the site received (or conflict-check records). " +
          "The seed fills only an empty database, or one only it has filled.",
      );
      process.exitCode = 1;
      return;
    }
    const requests = createRequestsRepository(database);
    const thread = createThreadRepository(database);
    const started = performance.now();
    let round: Seeded[] = [];
    let written = 0;
    const flush = async () => {
      await requests.storeSeeded(round.map(({ request }) => request));
      await thread.addMany(round.flatMap(({ entries }) => entries));
      written += round.length;
      round = [];
      process.stdout.write(`\r${written.toLocaleString("en-US")} of ${count.toLocaleString("en-US")} requests`);
    };
    for (const seeded of seedRequests({ count, now: Date.now(), seed, offices: config.office.emails })) {
      round.push(seeded);
      if (round.length === ROUND) await flush();
    }
    if (round.length > 0) await flush();
    const seconds = (performance.now() - started) / 1000;
    console.log(`\nSeeded ${count.toLocaleString("en-US")} fake requests in ${seconds.toFixed(1)} s (seed ${seed}).`);
    if (config.retention.days < 3 * 365) {
      console.log(
        `Note: RETENTION_DAYS is ${config.retention.days}. The server's hourly purge erases closed requests ` +
          "older than that; set RETENTION_DAYS=3650 while you use the seed to keep all three years.",
      );
    }
  } finally {
    await database.close();
    logger.flush();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
