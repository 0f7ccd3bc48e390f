/**
 * `npm run bench:erasure -- [count]`: what leaving no byte of an erased request costs, at
 * `count` seeded requests (100,000 by default; `npm run office:seed`'s fakes), on SQLite and on
 * PostgreSQL (a throwaway cluster). Each way is measured in the same run, after the same
 * deletion of five requests, with a visitor's write (one stored request) every 20 ms meanwhile,
 * whose latency says what the others wait:
 * - SQLite: Database.forgetDeleted (the FTS5 index rewritten by one 'optimize', then the log
 *   emptied) against emptying the log alone, as erasure did before;
 * - PostgreSQL: forgetDeleted (VACUUM), forgetDeleted({ rewrite: true }) (VACUUM FULL, ANALYZE,
 *   the statistics catalog rewritten), as erasure runs it.
 * Prints a Markdown table for docs/benchmarks.md.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CompiledQuery } from "kysely";
import { caseEvaluation } from "../tests/integration/contact-helpers";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { openDatabase, type Database } from "../server/db/open";
import { silentLogger } from "../server/logger";
import { createRequestsRepository } from "../server/requests/repository";
import { writeSeed } from "../server/requests/seed-writer";

const COUNT = Number(process.argv[2] ?? 100_000);
const rows: string[] = [];

const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Runs `work` while a visitor's request is stored every 20 ms: its time, and the stored requests' median and worst latency. */
async function whileVisitorsWrite(database: Database, work: () => Promise<unknown>) {
  const requests = createRequestsRepository(database);
  const latencies: number[] = [];
  let running = true;
  const visitors = (async () => {
    while (running) {
      const started = performance.now();
      await requests.save({
        kind: "request",
        request: { source: "case-evaluation", payload: caseEvaluation },
      } as never);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  running = false;
  await visitors;
  latencies.sort((a, b) => a - b);
  return { ms: round(ms), median: round(percentile(latencies, 0.5)), worst: round(latencies.at(-1) ?? 0) };
}

async function deleteFive(database: Database) {
  const { rows: found } = await database.read(
    CompiledQuery.raw("select id from contact_requests where seeded = 1 order by created_at limit 5"),
  );
  for (const { id } of found as { id: string }[]) {
    await database.write([
      CompiledQuery.raw(
        database.engine === "postgres"
          ? "delete from contact_requests where id = $1"
          : "delete from contact_requests where id = ?",
        [id],
      ),
    ]);
  }
}

async function measure(
  engine: "sqlite" | "postgres",
  url: string,
  ways: [string, (database: Database) => Promise<unknown>][],
) {
  const database = await openDatabase({ url, poolSize: 10, statementTimeoutMs: 600_000 }, { logger: silentLogger });
  try {
    const seeded = performance.now();
    await writeSeed(database, { count: COUNT, now: Date.now(), seed: 1, offices: ["intake@example.com"] });
    console.log(`${engine}: seeded ${COUNT} in ${Math.round((performance.now() - seeded) / 1000)} s`);
    for (const [name, way] of ways) {
      await deleteFive(database);
      const { ms, median, worst } = await whileVisitorsWrite(database, () => way(database)).catch((error: unknown) => {
        console.error(`${engine}, ${name}:`, error);
        throw error;
      });
      const row = `| ${engine} | ${name} | ${ms} | ${median} | ${worst} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await database.close();
  }
}

await measure("sqlite", `file:${join(mkdtempSync(join(tmpdir(), "bench-erasure-")), "site.db")}`, [
  ["forgetDeleted: the FTS5 index rewritten ('optimize'), log emptied", (database) => database.forgetDeleted()],
  [
    "the log emptied alone (what erasure did before)",
    (database) => database.read(CompiledQuery.raw("PRAGMA wal_checkpoint(TRUNCATE)")),
  ],
]);
const cluster = await startPostgresCluster();
try {
  await measure("postgres", await cluster.createDatabase("site"), [
    ["forgetDeleted: VACUUM (after a purge)", (database) => database.forgetDeleted()],
    [
      "forgetDeleted({ rewrite }): VACUUM FULL, ANALYZE (after an erasure)",
      (database) => database.forgetDeleted({ rewrite: true }),
    ],
  ]);
} finally {
  await cluster.remove();
}

console.log(
  [
    "",
    `At ${COUNT.toLocaleString("en-US")} requests, after deleting five; a visitor's request stored every 20 ms meanwhile:`,
    "",
    "| database | way | time (ms) | visitor's write, median (ms) | worst (ms) |",
    "| -------- | --- | --------: | ---------------------------: | ---------: |",
    ...rows,
  ].join("\n"),
);
