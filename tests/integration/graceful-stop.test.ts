/**
 * SIGTERM while 50 connections are sending, on the real server process: the requests in
 * flight are answered, nothing acknowledged is lost, the deliveries in hand finish and the
 * claimed ones go back, and the process exits cleanly within its shutdown timeout (10 s,
 * server/run.ts). Started again, it mails every acknowledged request once. Needs a build.
 */
import { Agent, request } from "node:http";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_FUNCTION_PATH } from "~/contract/contact-endpoint";
import { startFlakyProvider } from "../support/flaky-smtp";
import { ANON_KEY, caseEvaluation, scratchDir, sleep, spawnServer, type ServerProcess } from "./contact-helpers";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string>) {
  const server = await spawnServer(env, { keepLine: (line) => !line.includes('"msg":"request"') });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await server.exited;
  });
  return server;
}

type Outcome = { startedAt: number; status?: number; id?: string; error?: string };

const body = JSON.stringify(caseEvaluation);

/** One POST on a kept-alive connection: its status and id, or the error that ended it. */
function post(agent: Agent, server: ServerProcess, visitor: number): Promise<Outcome> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const req = request(
      `${server.url}${CONTACT_FUNCTION_PATH}`,
      {
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${ANON_KEY}`,
          // Its own network too: the storage ceiling is shared out per network.
          "X-Forwarded-For": `10.${(visitor >> 8) & 255}.${visitor & 255}.3`,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const id = res.statusCode === 200 ? (JSON.parse(text) as { id: string }).id : undefined;
          resolve({ startedAt, status: res.statusCode, id });
        });
        res.on("error", (error) => resolve({ startedAt, error: error.message }));
      },
    );
    req.on("error", (error) => resolve({ startedAt, error: (error as { code?: string }).code ?? error.message }));
    req.end(body);
  });
}

function rows(dbPath: string) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select id, status, lease_until from contact_requests").all() as {
      id: string;
      status: string;
      lease_until: number | null;
    }[];
  } finally {
    db.close();
  }
}

describe("a graceful stop under load", { timeout: 120_000 }, () => {
  it("SIGTERM with 50 connections sending: in-flight answered, nothing acknowledged lost, claims given back, a clean exit", async () => {
    const provider = await startFlakyProvider();
    cleanups.push(() => provider.close());
    const dbPath = join(scratchDir("graceful-stop"), "site.db");
    const env = {
      DATABASE_URL: `file:${dbPath}`,
      SMTP_URL: `smtp://127.0.0.1:${provider.port}`,
      MAIL_TO: "office@law.example",
      TRUST_PROXY: "1",
      MAIL_PER_HOUR: "0",
      // Thousands of requests in a few seconds: the ceiling that protects the disk is not under test.
      STORAGE_LIMIT_PER_HOUR: "0",
    };
    const server = await start(env);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    cleanups.push(() => agent.destroy());

    const outcomes: Outcome[] = [];
    let visitor = 0;
    let sending = true;
    // Each connection sends until the server no longer takes connections.
    const lanes = Array.from({ length: 50 }, async () => {
      while (sending) {
        const outcome = await post(agent, server, ++visitor);
        outcomes.push(outcome);
        if (outcome.error === "ECONNREFUSED") return;
      }
    });
    await sleep(3_000);
    const termAt = Date.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const exitMs = Date.now() - termAt;
    sending = false;
    await Promise.all(lanes);

    expect(code, server.output.slice(-15).join("\n")).toBe(0);
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    const acknowledged = outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.id!);
    // Sent before the signal: answered, whatever came after.
    const unanswered = outcomes.filter((outcome) => outcome.startedAt < termAt && outcome.status === undefined);
    expect(unanswered).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 200)).toEqual([]);

    const stored = rows(dbPath);
    const storedIds = new Set(stored.map((row) => row.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    // Nothing left claimed: what was in hand was sent and recorded, what was claimed went back.
    expect(stored.filter((row) => row.lease_until !== null)).toEqual([]);
    const delivered = stored.filter((row) => row.status === "delivered").length;
    const pending = stored.filter((row) => row.status === "pending").length;

    await start(env);
    await provider.waitForAll(acknowledged, 60_000);
    await sleep(1_000);
    const counts = provider.arrivedCount();
    expect([...counts.values()].filter((count) => count > 1)).toEqual([]);
    console.log(
      `graceful stop: ${outcomes.length} sent, ${acknowledged.length} acknowledged (all stored), ` +
        `${outcomes.filter((outcome) => outcome.status === undefined).length} refused or cut after the signal; ` +
        `exit ${exitMs} ms after SIGTERM; at the stop ${delivered} mailed and ${pending} waiting, unclaimed; ` +
        `after the restart all ${acknowledged.length} arrived, none twice`,
    );
  });
});
