import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startBackend, type Backend } from "../backend";
import { loadConfig } from "../config";
import { openDatabase } from "../db/open";
import { silentLogger, type LogFields, type Logger } from "../logger";
import type { OutgoingMail } from "../mail/message";
import type { MailTransport } from "../mail/transport";
import { createRequestsRepository, type RequestsRepository } from "../requests/repository";
import { caseEvaluation } from "../requests/test-support";
import { createLinksRepository } from "./links-repository";
import { issueSignInLink } from "./sign-in";

const OFFICE = "intake@example.com";
const ORIGIN = "http://localhost:3000";

function recordingLogger() {
  const lines: { msg: string; fields?: LogFields }[] = [];
  const log = (msg: string, fields?: LogFields) => lines.push({ msg, fields });
  const logger: Logger = { info: log, warn: log, error: log };
  return { logger, lines };
}

const running: Backend[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const backend of running.splice(0)) await backend.stop();
});

/** The backend on a fresh SQLite file, its mail kept in memory; `before` runs on the database first. */
async function setUp(
  env: Record<string, string> = {},
  { before, mailDown = false }: { before?: (requests: RequestsRepository) => Promise<void>; mailDown?: boolean } = {},
) {
  const path = join(mkdtempSync(join(tmpdir(), "office-service-")), "site.db");
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    description: { mode: "test" },
    concurrency: 1,
    async deliver(mail) {
      if (mailDown) return { ok: false, error: "ECONNECTION" };
      sent.push(mail);
      return { ok: true };
    },
    async close() {},
  };
  const config = loadConfig({ DATABASE_URL: `file:${path}`, OFFICE_EMAILS: OFFICE, SITE_URL: ORIGIN, ...env });
  if (before) {
    const database = await openDatabase(config.database, { logger: silentLogger });
    await before(createRequestsRepository(database));
    await database.close();
  }
  const { logger, lines } = recordingLogger();
  const backend = await startBackend({ config, logger, transport });
  running.push(backend);
  return { backend, office: backend.office, db: backend.database.db, sent, lines };
}

const request = (cookie?: string) =>
  new Request(`${ORIGIN}/office`, { headers: cookie ? { Cookie: cookie.split(";")[0]! } : {} });

async function signedInCookie(backend: Backend): Promise<string> {
  const link = new URL(
    await issueSignInLink(createLinksRepository(backend.database), { origin: ORIGIN, ttlMs: 900_000, email: OFFICE }),
  );
  const cookie = await backend.office.forRequest(request(), "127.0.0.1").redeemLink(link.searchParams.get("token"));
  if (!cookie) throw new Error("link refused");
  return cookie;
}

describe("office sessions", () => {
  it("end after 30 minutes idle, and after 12 hours however active", async () => {
    const { backend, office } = await setUp();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const cookie = await signedInCookie(backend);
    expect(await office.forRequest(request(cookie), "ip").session()).not.toBeNull();
    vi.advanceTimersByTime(29 * 60_000);
    expect(await office.forRequest(request(cookie), "ip").session()).not.toBeNull();
    vi.advanceTimersByTime(30 * 60_000 + 1);
    expect(await office.forRequest(request(cookie), "ip").session()).toBeNull();

    const active = await signedInCookie(backend);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      vi.advanceTimersByTime(20 * 60_000);
      expect(await office.forRequest(request(active), "ip").session()).not.toBeNull();
    }
    vi.advanceTimersByTime(20 * 60_000);
    expect(await office.forRequest(request(active), "ip").session()).toBeNull();
  });

  it("the form token belongs to its session", async () => {
    const { backend, office } = await setUp();
    const one = await office.forRequest(request(await signedInCookie(backend)), "ip").session();
    const two = await office.forRequest(request(await signedInCookie(backend)), "ip").session();
    const context = office.forRequest(request(), "ip");
    expect(context.formTokenValid(one!, one!.csrf)).toBe(true);
    expect(context.formTokenValid(one!, two!.csrf)).toBe(false);
    expect(context.formTokenValid(one!, null)).toBe(false);
  });
});

describe("office sign-in links", () => {
  it("are limited per address, stored only for office addresses, and mailed through the transport", async () => {
    const { office, db, sent } = await setUp({ OFFICE_LINKS_PER_HOUR: "2" });
    const context = office.forRequest(request(), "10.0.0.1");
    for (let i = 0; i < 3; i++) await context.requestLink(` ${OFFICE.toUpperCase()} `);
    await context.requestLink("stranger@example.com");
    const rows = await db.selectFrom("office_sign_in_links").select("email").execute();
    expect(rows).toEqual([{ email: OFFICE }, { email: OFFICE }]);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.every((mail) => mail.to.join() === OFFICE)).toBe(true);
    // Once delivered, the queue keeps no copy of a link.
    await vi.waitFor(async () => {
      const kept = await db.selectFrom("mail_outbox").select("message").where("message", "is not", null).execute();
      expect(kept).toEqual([]);
    });
  });
});

describe("stuck deliveries", () => {
  it("are logged once per request and counted for the banner", async () => {
    const { backend, lines } = await setUp(
      {},
      {
        mailDown: true,
        async before(requests) {
          const payload = { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } } as const;
          await requests.save(payload, Date.now() - 31 * 60_000);
          await requests.save(payload, Date.now());
        },
      },
    );
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === "delivery_stuck")).toHaveLength(1));
    expect(await backend.requests.takeNewlyStuck(Date.now() - 30 * 60_000, Date.now())).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain(caseEvaluation.email);
    expect(await backend.reads.countStuck(Date.now() - 30 * 60_000)).toBe(1);
    expect(await backend.readiness()).toMatchObject({ pending: 2, failed: 0 });
    expect((await backend.readiness()).oldestPendingAgeSeconds).toBeGreaterThanOrEqual(31 * 60);
  });
});
