/**
 * As production looks with several instances: nginx on 127.0.0.1 balancing two real server
 * processes (production build) on one PostgreSQL, mailing a real SMTP server. 500 requests go
 * through nginx, form and widget payloads, each with an Idempotency-Key as the site's client
 * sends it, some of them repeats of an earlier key. Meanwhile one instance is killed (SIGKILL)
 * and started again, the SMTP server stops for a while, and PostgreSQL restarts once.
 *
 * Then every request answered 200 has arrived, each exactly once by request id: a second
 * arrival (after a crash between the provider's acceptance and the "delivered" write) must
 * carry the same Message-ID, and those are counted. No 5xx but the 503s while PostgreSQL was
 * down. The office inbox, read through nginx, lists each acknowledged request once.
 */
import { randomUUID } from "node:crypto";
import type { ParsedMail } from "mailparser";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../support/csv";
import { startNginx, type Nginx } from "../support/nginx";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import {
  caseEvaluation,
  freePort,
  postContact,
  sleep,
  spawnServer,
  widgetSubmission,
  type ServerProcess,
} from "./contact-helpers";
import { get, OFFICE, signIn } from "./office-helpers";

const TOTAL = 500;
const SPACING_MS = 36;
/** Every fifth request repeats the key (and payload) of one sent shortly before it. */
const REPEAT_EVERY = 5;

type Sent = {
  index: number;
  key: string;
  repeatOf?: number;
  started: number;
  ended: number;
  status: number;
  id?: string;
};

let cluster: PostgresCluster;
let nginx: Nginx | undefined;
const instances: ServerProcess[] = [];
let sink: SmtpSink | undefined;
/** What every SMTP server of the run received (the sink is replaced when it restarts). */
const arrived: ParsedMail[] = [];
let smtpPort: number;
let env: Record<string, string>;

async function startSink() {
  sink = await startSmtpSink({ port: smtpPort });
  const own = sink;
  // Copies each arrival as it comes; the sink's own list dies with it.
  const seen = { count: 0 };
  const copy = setInterval(() => {
    while (seen.count < own.messages.length) arrived.push(own.messages[seen.count++]!);
  }, 20);
  const close = own.close.bind(own);
  own.close = async () => {
    await close();
    clearInterval(copy);
    while (seen.count < own.messages.length) arrived.push(own.messages[seen.count++]!);
  };
}

async function startInstance(port: number) {
  // Short retries and leases, so that a killed instance's claims come back within the test.
  return spawnServer(
    { ...env, PORT: String(port) },
    { overrides: { delivery: { retryBaseMs: 200, retryMaxMs: 1000, leaseMs: 3000 } } },
  );
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const url = await cluster.createDatabase("site");
  smtpPort = await freePort();
  await startSink();
  env = {
    DATABASE_URL: url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_TO: "intake@law.example",
    OFFICE_EMAILS: OFFICE,
    SITE_URL: "https://law.example",
    EVIDENCE_KEY: "B0cHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
    TRUST_PROXY: "1",
    RATE_LIMIT_PER_MINUTE: "0",
    // 500 requests from 127.0.0.1, one network: more than its share of the disk ceiling.
    STORAGE_LIMIT_PER_HOUR: "0",
    MAIL_PER_HOUR: "0",
    DATABASE_STATEMENT_TIMEOUT_MS: "2000",
  };
  const ports = [await freePort(), await freePort()];
  instances.push(...(await Promise.all(ports.map(startInstance))));
  nginx = await startNginx({ port: await freePort(), upstreams: ports });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) {
    if (instance.child.exitCode === null) {
      instance.child.kill("SIGTERM");
      await instance.exited;
    }
  }
  await sink?.close();
  await cluster?.remove();
});

function payloadFor(index: number) {
  const marker = ` (topology ${index})`;
  return index % 2 === 0
    ? { ...caseEvaluation, caseDescription: caseEvaluation.caseDescription + marker }
    : { ...widgetSubmission, caseDescription: widgetSubmission.caseDescription + marker };
}

describe("two instances behind nginx on one PostgreSQL", () => {
  it("deliver every acknowledged request exactly once through a crash, an SMTP outage and a database restart", async () => {
    const base = nginx!.url;
    const sent: Sent[] = [];
    const begin = Date.now();
    const at = (ms: number) => sleep(Math.max(0, begin + ms - Date.now()));
    const times: Record<string, number> = {};

    async function send(index: number) {
      await at(index * SPACING_MS);
      const repeatOf = index % REPEAT_EVERY === REPEAT_EVERY - 1 ? index - 2 : undefined;
      const source = repeatOf ?? index;
      const key = repeatOf === undefined ? randomUUID() : await keyOf(repeatOf);
      const entry: Sent = { index, key, started: Date.now(), ended: 0, status: 0 };
      if (repeatOf !== undefined) entry.repeatOf = repeatOf;
      sent[index] = entry;
      const response = await postContact(base, payloadFor(source), { idempotencyKey: key });
      entry.status = response.status;
      entry.ended = Date.now();
      if (response.status === 200) entry.id = ((await response.json()) as { id: string }).id;
      else await response.body?.cancel();
    }
    const keyOf = async (index: number) => {
      while (!sent[index]) await sleep(5);
      return sent[index].key;
    };

    const events = (async () => {
      await at(2_000);
      const victim = instances[0]!;
      const port = new URL(victim.url).port;
      victim.child.kill("SIGKILL");
      times.killed = Date.now();
      await victim.exited;
      instances[0] = await startInstance(Number(port));
      times.restarted = Date.now();

      await at(7_000);
      await sink!.close();
      times.smtpDown = Date.now();

      await at(9_000);
      times.databaseDown = Date.now();
      await cluster.stop();
      await sleep(2_000);
      await cluster.start();
      times.databaseUp = Date.now();

      await at(13_000);
      await startSink();
      times.smtpUp = Date.now();
    })();

    await Promise.all([...Array.from({ length: TOTAL }, (_, index) => send(index)), events]);
    const lastSent = Math.max(...sent.map((entry) => entry.started));
    // The disturbances all happened while requests were still coming in.
    expect(times.smtpUp).toBeLessThan(lastSent);

    // Nothing but the SIGKILL stopped an instance: a lost database connection must not end a process.
    expect(instances.map((instance) => instance.child.exitCode)).toEqual([null, null]);

    const acknowledged = sent.filter((entry) => entry.status === 200);
    const ids = new Set(acknowledged.map((entry) => entry.id!));
    // A repeated key got the id its first request got, whichever instance answered either.
    for (const entry of acknowledged) {
      const first = entry.repeatOf === undefined ? undefined : sent[entry.repeatOf];
      if (first?.status === 200) expect(entry.id).toBe(first.id);
    }

    // Every acknowledged request reaches the office.
    const idOf = (mail: ParsedMail) => String(mail.headers.get("x-contact-request-id") ?? "");
    const missing = () => [...ids].filter((id) => !arrived.some((mail) => idOf(mail) === id));
    try {
      await expect.poll(() => missing().length, { timeout: 40_000, interval: 250 }).toBe(0);
    } catch (error) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query(
        "select id, status, attempts, next_attempt_at, last_error from contact_requests where id = any($1)",
        [missing()],
      );
      await client.end();
      console.log(JSON.stringify({ times, now: Date.now(), missing: rows }, null, 1));
      for (const instance of instances) {
        console.log(
          instance.output
            .filter((line) => !line.includes('"msg":"request"'))
            .slice(-40)
            .join("\n"),
        );
      }
      throw error;
    }
    await sleep(1_000);

    // Exactly once by request id: a repeat is the same message again (same Message-ID).
    const messageIds = new Map<string, Set<string>>();
    for (const mail of arrived) {
      const id = idOf(mail);
      if (!messageIds.has(id)) messageIds.set(id, new Set());
      messageIds.get(id)!.add(mail.messageId ?? "");
    }
    for (const [id, set] of messageIds) expect([...set], `Message-IDs of ${id}`).toHaveLength(1);
    const repeats = arrived.length - messageIds.size;

    // No 5xx but 503s, and those only while PostgreSQL was down (and the moments its pool took to reconnect).
    const failures = sent.filter((entry) => entry.status >= 500);
    for (const entry of failures) {
      expect(entry.status, `request ${entry.index}`).toBe(503);
      expect(entry.ended).toBeGreaterThanOrEqual(times.databaseDown!);
      expect(entry.started).toBeLessThanOrEqual(times.databaseUp! + 3_000);
    }
    const other = sent.filter((entry) => entry.status !== 200 && entry.status !== 503);
    expect(other.map((entry) => entry.status)).toEqual([]);

    // Stored and mailed but never acknowledged (a commit whose answer the restart cut off): reported, not an error.
    const unacknowledgedArrivals = [...messageIds.keys()].filter((id) => !ids.has(id)).length;
    const counts = {
      sent: sent.length,
      acknowledged: acknowledged.length,
      distinctIds: ids.size,
      arrived: arrived.length,
      repeats,
      unacknowledgedArrivals,
      unavailable503: failures.length,
      databaseDownMs: times.databaseUp! - times.databaseDown!,
      instanceRestartMs: times.restarted! - times.killed!,
    };
    // The office sees each acknowledged request once, whichever instance stored or serves it.
    const cookie = await signIn(base, sink!);
    const csv = parseCsv(
      (await (await get(base, "/office/export.csv?filter=all", cookie)).text()).replace(/^\uFEFF/, ""),
    );
    const listed = csv.slice(1).map((row) => row[0]!);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...ids].filter((id) => !listed.includes(id))).toEqual([]);

    console.log(`topology: ${JSON.stringify({ ...counts, listedInInbox: listed.length })}`);
    expect(acknowledged.length).toBeGreaterThan(TOTAL * 0.7);
  }, 150_000);
});
