/**
 * Several instances on one PostgreSQL, each with its own pool, as separate processes would
 * have: claims, idempotency, rate limits, the purge's lock, wake-ups, the migration check,
 * and what happens while the database is down.
 */
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FUNCTION_PATH } from "~/contract/contact-endpoint";
import { startBackend, type Backend } from "../../server/backend";
import { loadConfig } from "../../server/config";
import { postgresMigrations } from "../../server/db/migrations/postgres";
import { openDatabase, type Database } from "../../server/db/open";
import { createRateLimiter } from "../../server/limits/rate-limit";
import { createPostgresRateLimiter } from "../../server/limits/shared-rate-limit";
import { silentLogger } from "../../server/logger";
import { createRequestsRepository, MAIL_DUE_CHANNEL, type RequestsRepository } from "../../server/requests/repository";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { ANON_KEY, caseEvaluation, scratchDir } from "./contact-helpers";

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
});
afterAll(async () => {
  await cluster?.remove();
});

type Instance = Database & { store: RequestsRepository };
const opened: Instance[] = [];

async function instance(url: string, statementTimeoutMs = 2_000): Promise<Instance> {
  const database = await openDatabase({ url, poolSize: 4, statementTimeoutMs }, { logger: silentLogger });
  const open = { ...database, store: createRequestsRepository(database) };
  opened.push(open);
  return open;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((open) => open.close().catch(() => undefined)));
});

const claim = (open: Instance, { now, limit, leaseMs }: { now: number; limit: number; leaseMs: number }) =>
  open.store.claimNotifications({ now, dueBy: now, limit, leaseUntil: now + leaseMs });

const newDatabase = () => cluster.createDatabase(`t_${randomUUID().replaceAll("-", "").slice(0, 12)}`);
const request = (phone = "(707) 555-0123") => ({
  kind: "request" as const,
  request: { source: "case-evaluation" as const, payload: { ...caseEvaluation, phone } },
});

describe("two instances on one database", () => {
  it("migrate once when they start together, and refuse a database a newer release migrated", async () => {
    const url = await newDatabase();
    await Promise.all([instance(url), instance(url)]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query("select name from kysely_migration order by name");
      // Every migration of PostgreSQL's history, each applied once, in the order of their names.
      expect(rows.map((row: { name: string }) => row.name)).toEqual(Object.keys(postgresMigrations).sort());
      await client.query("insert into kysely_migration (name, timestamp) values ('2099-01-01-999-future', 'x')");
    } finally {
      await client.end();
    }
    await expect(instance(url)).rejects.toThrow(/migration/);
  });

  it("racing on one Idempotency-Key give both clients the same id, and store one row", async () => {
    const url = await newDatabase();
    const [a, b] = await Promise.all([instance(url), instance(url)]);
    for (let round = 0; round < 10; round++) {
      const key = randomUUID();
      const results = await Promise.all(
        [a, b, a, b].map((open) => open.store.save({ ...request(), idempotencyKey: key })),
      );
      const ids = results.map((result) => (result.outcome === "key-reused" ? "reused" : result.id));
      expect(new Set(ids).size).toBe(1);
      expect(results.filter((result) => result.outcome === "created")).toHaveLength(1);
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from contact_requests`.execute(a.db);
    expect(Number(rows[0]!.n)).toBe(10);
  });

  it("claim disjoint rows at the same moment, and a dead instance's claims come back when the lease ends", async () => {
    const url = await newDatabase();
    const [a, b] = await Promise.all([instance(url), instance(url)]);
    for (let i = 0; i < 40; i++) await a.store.save(request(), 1_000);
    const [claimedA, claimedB] = await Promise.all([
      claim(a, { now: 2_000, limit: 25, leaseMs: 10_000 }),
      claim(b, { now: 2_000, limit: 25, leaseMs: 10_000 }),
    ]);
    const ids = [...claimedA, ...claimedB].map((row) => row.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);

    // "a" dies holding its claims: nobody releases them, and nothing is due before the lease ends.
    await a.close();
    opened.splice(opened.indexOf(a), 1);
    await expect(b.store.releaseAllClaims(3_000)).rejects.toThrow();
    expect(await claim(b, { now: 11_999, limit: 100, leaseMs: 10_000 })).toEqual([]);
    const back = await claim(b, { now: 12_000, limit: 100, leaseMs: 10_000 });
    expect(back.map((row) => row.id).sort()).toEqual(ids.slice().sort());
    expect(back.every((row) => row.attempts === 2)).toBe(true);
  });

  it("share a rate limit that answers as the in-memory one does", async () => {
    const url = await newDatabase();
    const [a, b] = await Promise.all([instance(url), instance(url)]);
    const options = { limit: 3, windowMs: 60_000 };
    const shared = [a, b].map((open) => createPostgresRateLimiter(open.db, { name: "client", ...options }));
    const memory = createRateLimiter(options);
    const times = [0, 1, 2, 3, 4, 10_000, 19_999, 20_000, 20_001, 45_000, 200_000, 200_001, 200_002, 200_003];
    for (const [index, now] of times.entries()) {
      const expected = memory.take("198.51.100.7", 1_000_000 + now);
      // Alternating instances, as a load balancer would send them.
      const got = await shared[index % 2]!.take("198.51.100.7", 1_000_000 + now);
      expect(got, `take at ${now} ms`).toEqual(expected);
    }
    // Another address has its own bucket.
    expect(await shared[0]!.take("198.51.100.8", 1_000_000)).toEqual({ allowed: true });
  });

  it("purge one at a time: while another holds the purge lock, nothing is deleted", async () => {
    const url = await newDatabase();
    const a = await instance(url);
    const saved = await a.store.save(request(), 1_000);
    if (saved.outcome !== "created") throw new Error("not created");
    await a.store.settleNotification(saved.id, { state: "delivered" }, 1_000);
    await a.store.setStage(saved.id, "retained", { now: 1_000 });
    const purge = () => a.store.purgeClosed({ closedBefore: 5_000, recordsBefore: 0, keepRecords: true });

    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock(7314920001)");
      expect(await purge()).toEqual({ deleted: 0, reduced: 0, recordsExpired: 0 });
      await other.query("commit");
      expect(await purge()).toEqual({ deleted: 1, reduced: 0, recordsExpired: 0 });
    } finally {
      await other.end();
    }
  });

  it("wake each other: a request stored by one notifies the other's listener", async () => {
    const url = await newDatabase();
    const a = await instance(url);
    let woken = 0;
    let connected!: () => void;
    const ready = new Promise<void>((done) => (connected = done));
    const b = await instance(url);
    const listener = b.listen(MAIL_DUE_CHANNEL, () => {
      woken++;
      connected();
    });
    try {
      await ready; // the first call says "connected, look now"
      const before = woken;
      await a.store.save(request());
      await expect.poll(() => woken).toBeGreaterThan(before);
    } finally {
      await listener.close();
    }
  });
});

describe("while PostgreSQL is down", { timeout: 90_000 }, () => {
  let service: Backend | undefined;
  afterAll(async () => {
    await service?.stop();
  });

  it("the endpoint answers 503 JSON with Retry-After, never 200, and 200 again once it is back", async () => {
    const url = await newDatabase();
    service = await startBackend({
      config: loadConfig({
        DATABASE_URL: url,
        MAIL_DIR: scratchDir("pg-down-endpoint"),
        DATABASE_STATEMENT_TIMEOUT_MS: "2000",
        RATE_LIMIT_PER_MINUTE: "100",
      }),
      logger: silentLogger,
    });
    const app = new Hono().route(CONTACT_FUNCTION_PATH, service.contactRoute);
    const post = () =>
      app.request(CONTACT_FUNCTION_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${ANON_KEY}` },
        body: JSON.stringify(caseEvaluation),
      });
    expect((await post()).status).toBe(200);

    await cluster.stop();
    try {
      // The rate limit is the first thing to ask the database: it fails closed, with a 503.
      const down = await post();
      expect(down.status).toBe(503);
      expect(down.headers.get("content-type")).toMatch(/^application\/json/);
      expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await down.json()).toMatchObject({ error: { code: "unavailable" } });
    } finally {
      await cluster.start();
    }
    await expect.poll(async () => (await post()).status, { timeout: 15_000 }).toBe(200);
    await service.stop();
    service = undefined;
  });

  it("saving fails fast, nothing is acknowledged, and the same instance works again once it is back", async () => {
    const url = await newDatabase();
    service = await startBackend({
      config: loadConfig({
        DATABASE_URL: url,
        MAIL_DIR: scratchDir("pg-down-mail"),
        DATABASE_STATEMENT_TIMEOUT_MS: "2000",
      }),
      logger: silentLogger,
    });
    const before = await service.requests.save(request());
    expect(before.outcome).toBe("created");

    await cluster.stop();
    try {
      const started = Date.now();
      await expect(service.requests.save(request())).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await cluster.start();
    }
    // No restart of the service: the pool opens new connections by itself.
    await expect
      .poll(async () => (await service!.requests.save(request()).catch(() => ({ outcome: "failed" }))).outcome, {
        timeout: 15_000,
      })
      .toBe("created");
  });
});
