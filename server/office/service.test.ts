import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import type { LogFields, Logger } from "../logger";
import type { MailTransport } from "../contact/mail-transport";
import type { OutgoingMail } from "../contact/mail-message";
import { caseEvaluation, openTestStore } from "../contact/test-support";
import { issueSignInLink, startOfficeService, type OfficeService } from "./service";

const OFFICE = "intake@example.com";
const ORIGIN = "http://localhost:3000";

function recordingLogger() {
  const lines: { msg: string; fields?: LogFields }[] = [];
  const log = (msg: string, fields?: LogFields) => lines.push({ msg, fields });
  const logger: Logger = { info: log, warn: log, error: log };
  return { logger, lines };
}

const running: { office: OfficeService; close(): Promise<void> }[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const item of running.splice(0)) {
    await item.office.stop();
    await item.close();
  }
});

async function setUp(env: Record<string, string> = {}, store?: Awaited<ReturnType<typeof openTestStore>>) {
  const test = store ?? (await openTestStore());
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    description: { mode: "test" },
    concurrency: 1,
    async deliver(mail) {
      sent.push(mail);
      return { ok: true };
    },
    async close() {},
  };
  const { logger, lines } = recordingLogger();
  const config = loadConfig({ DATABASE_URL: `file:${test.path}`, OFFICE_EMAILS: OFFICE, SITE_URL: ORIGIN, ...env });
  const office = startOfficeService({
    config,
    logger,
    contact: {
      database: { dialect: "sqlite", db: test.db, executor: test.executor },
      transport,
      wakeOutbox() {},
      store: test.store,
    },
  });
  running.push({ office, close: () => test.store.close() });
  return { ...test, office, sent, lines };
}

const request = (cookie?: string) =>
  new Request(`${ORIGIN}/office`, { headers: cookie ? { Cookie: cookie.split(";")[0]! } : {} });

async function signedInCookie(office: OfficeService): Promise<string> {
  const link = new URL(
    await issueSignInLink(office.store, { origin: ORIGIN, ttlMs: 900_000, email: OFFICE, mailed: false }),
  );
  const cookie = await office.forRequest(request(), "127.0.0.1").redeemLink(link.searchParams.get("token"));
  if (!cookie) throw new Error("link refused");
  return cookie;
}

describe("office sessions", () => {
  it("end after 30 minutes idle, and after 12 hours however active", async () => {
    const { office } = await setUp();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const cookie = await signedInCookie(office);
    expect(await office.forRequest(request(cookie), "ip").session()).not.toBeNull();
    vi.advanceTimersByTime(29 * 60_000);
    expect(await office.forRequest(request(cookie), "ip").session()).not.toBeNull();
    vi.advanceTimersByTime(30 * 60_000 + 1);
    expect(await office.forRequest(request(cookie), "ip").session()).toBeNull();

    const active = await signedInCookie(office);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      vi.advanceTimersByTime(20 * 60_000);
      expect(await office.forRequest(request(active), "ip").session()).not.toBeNull();
    }
    vi.advanceTimersByTime(20 * 60_000);
    expect(await office.forRequest(request(active), "ip").session()).toBeNull();
  });

  it("the form token belongs to its session", async () => {
    const { office } = await setUp();
    const one = await office.forRequest(request(await signedInCookie(office)), "ip").session();
    const two = await office.forRequest(request(await signedInCookie(office)), "ip").session();
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
    await vi.waitFor(async () => {
      const kept = await db
        .selectFrom("office_sign_in_links")
        .select("mail_url")
        .where("mail_url", "is not", null)
        .execute();
      expect(kept).toEqual([]);
    });
  });
});

describe("stuck deliveries", () => {
  it("are logged once per request and counted for the banner", async () => {
    const test = await openTestStore();
    await test.store.save(
      { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } },
      Date.now() - 31 * 60_000,
    );
    await test.store.save(
      { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } },
      Date.now(),
    );
    const { lines, office } = await setUp({}, test);
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === "delivery_stuck")).toHaveLength(1));
    expect(await office.store.takeNewlyStuck(Date.now() - 30 * 60_000, Date.now())).toEqual([]);
    expect(await office.store.countStuck(Date.now() - 30 * 60_000)).toBe(1);
    expect(JSON.stringify(lines)).not.toContain(caseEvaluation.email);
    expect(await office.readiness()).toMatchObject({ pending: 2, failed: 0 });
    expect((await office.readiness()).oldestPendingAgeSeconds).toBeGreaterThanOrEqual(31 * 60);
  });
});
