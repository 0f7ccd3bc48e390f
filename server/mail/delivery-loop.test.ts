import { afterEach, describe, expect, it } from "vitest";
import { silentLogger, type LogFields, type Logger } from "../logger";
import { notificationQueue } from "../requests/notification-queue";
import { caseEvaluation, openTestDatabase } from "../requests/test-support";
import { createDeliveryLoop, type DeliveryLoop } from "./delivery-loop";
import type { OutgoingMail } from "./message";
import { createOutboxRepository } from "./outbox-repository";
import { isPermanentRejection, retryDelayMs } from "./retry";
import type { DeliveryResult, MailTransport } from "./transport";

describe("retryDelayMs", () => {
  const policy = { baseMs: 1000, maxMs: 60_000 };
  it("doubles per attempt within a jittered band, up to the cap", () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(500);
    expect(retryDelayMs(1, policy, () => 1)).toBe(1000);
    expect(retryDelayMs(2, policy, () => 1)).toBe(2000);
    expect(retryDelayMs(4, policy, () => 1)).toBe(8000);
    expect(retryDelayMs(7, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(500, policy, () => 0.5)).toBe(45_000);
  });
});

/** Stands in for the mail provider: fails while `down`, takes `delayMs` per message, records what it accepted. */
function providerStandIn(mode = "test") {
  const accepted: OutgoingMail[] = [];
  const state = { down: false, attempts: 0, delayMs: 0, error: mode === "files" ? "ENOSPC" : "ECONNECTION" };
  const transport: MailTransport = {
    description: { mode },
    concurrency: 2,
    async deliver(mail): Promise<DeliveryResult> {
      state.attempts++;
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.down) return { ok: false, error: state.error };
      accepted.push(mail);
      return { ok: true };
    },
    async close() {},
  };
  return { transport, accepted, state };
}

function capturingLogger() {
  const lines: { msg: string; fields: LogFields }[] = [];
  const record = (msg: string, fields: LogFields = {}) => lines.push({ msg, fields });
  const logger: Logger = { info: record, warn: record, error: record };
  return { logger, messages: () => lines.map((line) => line.msg), lines };
}

const waitUntil = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const request = { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } } as const;
let running: { loop: DeliveryLoop; close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const { loop, close } of running) {
    await loop.stop();
    await close();
  }
  running = [];
});

type Pace = { perHour: number; digestIntervalMs: number };

async function setup(
  retry = { baseMs: 20, maxMs: 100 },
  pace: Pace = { perHour: 0, digestIntervalMs: 60_000 },
  { logger = silentLogger, mode }: { logger?: Logger; mode?: string } = {},
) {
  const { database, requests, close } = await openTestDatabase();
  const provider = providerStandIn(mode);
  const outbox = createOutboxRepository(database, "mail_due");
  const loop = createDeliveryLoop({
    queues: [
      notificationQueue(requests, { from: "site <site@law.example>", to: ["office@law.example"], ...pace }),
      outbox.queue,
    ] as never,
    transport: provider.transport,
    attempts: outbox.attempts,
    logger,
    delivery: { retryBaseMs: retry.baseMs, retryMaxMs: retry.maxMs, leaseMs: 60_000, maxAttempts: 300 },
    idleCheckMs: 60_000,
    probeMaxMs: 100,
  });
  running.push({ loop, close });
  const attemptsOf = async (id: string) =>
    database.db
      .selectFrom("delivery_attempts")
      .select(["attempt", "outcome", "error"])
      .where("item_id", "=", id)
      .orderBy("at")
      .execute();
  return { store: requests, outbox, loop, attemptsOf, database, ...provider };
}

describe("isPermanentRejection", () => {
  it("is a 5xx refusal of the recipient or the message, never a login, a connection or a 4xx", () => {
    expect(isPermanentRejection("EENVELOPE 550")).toBe(true);
    expect(isPermanentRejection("EMESSAGE 554")).toBe(true);
    expect(isPermanentRejection("EENVELOPE 451")).toBe(false);
    expect(isPermanentRejection("EAUTH 535")).toBe(false);
    expect(isPermanentRejection("ECONNECTION")).toBe(false);
    expect(isPermanentRejection("ETLS")).toBe(false);
  });
});

describe("pacing the office's notifications", () => {
  it("mails one by one within the hourly budget, then everything due together, none left out", async () => {
    const { store, loop, accepted } = await setup(undefined, { perHour: 3, digestIntervalMs: 200 });
    for (let i = 0; i < 10; i++) await store.save(request);
    loop.start();
    await waitUntil(() => accepted.length === 4);
    const single = accepted.filter((mail) => mail.headers["X-Contact-Request-Id"]);
    const batch = accepted.find((mail) => mail.headers["X-Contact-Request-Count"]);
    expect(single).toHaveLength(3);
    expect(batch?.headers["X-Contact-Request-Count"]).toBe("7");
    expect(batch?.text.match(/Request id: /g)).toHaveLength(7);
    expect(await store.nextNotificationDueAt()).toBeNull();

    // More arrive: they wait for the next digest (200 ms on), not for the hour.
    const started = Date.now();
    await store.save(request);
    await store.save(request);
    loop.wake();
    // Both go out in batch mail (one batch, or two if the timer fell between the saves on a busy machine).
    const batchedLater = () =>
      accepted.slice(4).reduce((sum, mail) => sum + Number(mail.headers["X-Contact-Request-Count"] ?? 0), 0);
    await waitUntil(() => batchedLater() === 2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(accepted.slice(4).every((mail) => mail.headers["X-Contact-Request-Count"])).toBe(true);
  });
});

describe("the delivery loop", () => {
  it("delivers a stored request as soon as it is woken, once", async () => {
    const { store, loop, accepted } = await setup();
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await store.save(request);
    loop.wake();
    await waitUntil(() => accepted.length === 1);
    expect(Date.now() - started).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(accepted).toHaveLength(1);
    expect(await store.nextNotificationDueAt()).toBeNull();
  });

  it("delivers what was stored before it started", async () => {
    const { store, loop, accepted } = await setup();
    await store.save(request);
    await store.save(request);
    loop.start();
    await waitUntil(() => accepted.length === 2);
  });

  it("retries with backoff while the provider is down, then delivers once", async () => {
    const { store, loop, accepted, state } = await setup();
    state.down = true;
    loop.start();
    await store.save(request);
    loop.wake();
    await waitUntil(() => state.attempts >= 3);
    expect(accepted).toHaveLength(0);
    state.down = false;
    await waitUntil(() => accepted.length === 1, 2000);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(accepted).toHaveLength(1);
  });

  it("stops: nothing is sent after stop resolves", async () => {
    const { store, loop, accepted } = await setup();
    loop.start();
    await loop.stop();
    await store.save(request);
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(accepted).toHaveLength(0);
  });

  it("records every attempt, failed or not, in the history", async () => {
    const { store, loop, state, attemptsOf } = await setup();
    state.down = true;
    loop.start();
    const saved = await store.save(request);
    loop.wake();
    await waitUntil(() => state.attempts >= 2, 10_000);
    state.down = false;
    const id = "id" in saved ? saved.id : "";
    // The attempt is recorded once the send is settled, just after the provider accepted it.
    let history = await attemptsOf(id);
    for (const deadline = Date.now() + 10_000; history.at(-1)?.outcome !== "delivered" && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      history = await attemptsOf(id);
    }
    expect(history.at(-1)).toMatchObject({ outcome: "delivered", error: null });
    expect(history.slice(0, -1).every((entry) => entry.outcome === "retry" && entry.error === "ECONNECTION")).toBe(
      true,
    );
    expect(history.map((entry) => entry.attempt)).toEqual(history.map((_, index) => index + 1));
  });

  it("sends the office's other mail through the same loop, and erases it once delivered", async () => {
    const { outbox, loop, accepted } = await setup();
    loop.start();
    const message: OutgoingMail = {
      requestId: "sign-in-abc",
      from: "site <site@law.example>",
      to: ["intake@law.example"],
      subject: "Your sign-in link",
      text: "secret link",
      html: "<p>secret link</p>",
      messageId: "<office-sign-in.abc@law.example>",
      date: new Date(0),
      headers: {},
    };
    await outbox.enqueue({ kind: "sign_in", subjectRef: "abc", message });
    loop.wake();
    await waitUntil(() => accepted.length === 1);
    expect(accepted[0]).toMatchObject({ subject: "Your sign-in link", to: ["intake@law.example"] });
    expect(accepted[0]!.date.getTime()).toBe(0);
  });
});

describe("after an outage", () => {
  it("tries a server that refuses the login far less often than one that cannot be reached", async () => {
    // The same wall time for both; a refused login backs off towards the retry cap (2 s here),
    // an unreachable server is tried again at most 100 ms apart.
    const unreachable = await setup({ baseMs: 20, maxMs: 2_000 });
    const locked = await setup({ baseMs: 20, maxMs: 2_000 });
    unreachable.state.down = true;
    locked.state.down = true;
    locked.state.error = "EAUTH 535";
    await unreachable.store.save(request);
    await locked.store.save(request);
    unreachable.loop.start();
    locked.loop.start();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(unreachable.state.attempts).toBeGreaterThan(8);
    expect(locked.state.attempts).toBeLessThan(unreachable.state.attempts / 2);
  });

  it("counts only what the office received: every request waiting goes out one by one once the server is back", async () => {
    // Backoff long enough that only the loop's own trying of the server can bring them back soon.
    const { store, loop, accepted, state } = await setup(
      { baseMs: 20, maxMs: 60_000 },
      { perHour: 60, digestIntervalMs: 120_000 },
    );
    state.down = true;
    loop.start();
    for (let i = 0; i < 20; i++) {
      await store.save(request);
      loop.wake();
    }
    // The server was tried again and again while it was down, one request at a time.
    await waitUntil(() => state.attempts >= 30, 20_000);
    state.down = false;
    // Seconds, not the items' own backoff (up to a minute here) nor the two-minute digest interval.
    await waitUntil(() => accepted.length === 20, 20_000);
    expect(accepted.every((mail) => mail.headers["X-Contact-Request-Id"])).toBe(true);
    expect(new Set(accepted.map((mail) => mail.headers["X-Contact-Request-Id"])).size).toBe(20);
  });

  it("past the allowance, a digest holds only what could not go alone, the item that found the server back included", async () => {
    const { store, loop, accepted, state } = await setup(
      { baseMs: 20, maxMs: 60_000 },
      { perHour: 3, digestIntervalMs: 120_000 },
    );
    state.down = true;
    loop.start();
    for (let i = 0; i < 10; i++) {
      await store.save(request);
      loop.wake();
    }
    await waitUntil(() => state.attempts >= 5);
    state.down = false;
    await waitUntil(() => accepted.some((mail) => mail.headers["X-Contact-Request-Count"]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const single = accepted.filter((mail) => mail.headers["X-Contact-Request-Id"]);
    const digests = accepted.filter((mail) => mail.headers["X-Contact-Request-Count"]);
    expect(single).toHaveLength(3);
    expect(digests.map((mail) => mail.headers["X-Contact-Request-Count"])).toEqual(["7"]);
  });

  it("tries the server one item at a time while it is down, not the whole queue", async () => {
    const { store, loop, state } = await setup({ baseMs: 20, maxMs: 60_000 });
    state.down = true;
    for (let i = 0; i < 10; i++) await store.save(request);
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    // One first round (cut short by the outage, the rest given back untried), then about one try per 100 ms.
    expect(state.attempts).toBeLessThan(12);
  });
});

describe("the log of an outage", () => {
  it("says when it began and when it ended, not at each try", async () => {
    const { logger, lines, messages } = capturingLogger();
    const { store, loop, accepted, state } = await setup({ baseMs: 20, maxMs: 60_000 }, undefined, { logger });
    state.down = true;
    loop.start();
    for (let i = 0; i < 5; i++) await store.save(request);
    loop.wake();
    await waitUntil(() => state.attempts >= 6);
    state.down = false;
    await waitUntil(() => accepted.length === 5);
    await waitUntil(() => messages().filter((msg) => msg === "mail_delivered").length === 5);
    const outageLines = messages().filter((msg) => msg !== "mail_delivered");
    expect(outageLines).toEqual(["mail_server_unreachable", "mail_delivery_failed", "mail_server_back"]);
    const back = lines.find((line) => line.msg === "mail_server_back")!;
    expect(back.fields.failedTries).toBeGreaterThanOrEqual(5);
    expect(back.fields.unavailableForMs).toBeGreaterThan(0);
  });

  it("with the file transport, is a storage episode of the mail folder", async () => {
    const { logger, lines } = capturingLogger();
    const { store, loop, accepted, state } = await setup(undefined, undefined, { logger, mode: "files" });
    state.down = true;
    loop.start();
    await store.save(request);
    loop.wake();
    await waitUntil(() => state.attempts >= 3);
    state.down = false;
    await waitUntil(() => accepted.length === 1);
    await waitUntil(() => lines.some((line) => line.msg === "storage_recovered"));
    expect(lines.find((line) => line.msg === "storage_unavailable")?.fields).toMatchObject({
      store: "mail_dir",
      error: "ENOSPC",
    });
    expect(lines.filter((line) => line.msg === "storage_recovered")).toHaveLength(1);
  });
});

describe("stopping", () => {
  it("finishes the sends in flight and gives back, untried, what it had claimed but not sent", async () => {
    const { store, loop, accepted, state, database } = await setup();
    state.delayMs = 200;
    for (let i = 0; i < 10; i++) await store.save(request);
    loop.start();
    await waitUntil(() => state.attempts === 2);
    await loop.stop();
    // Two in flight when it stopped (the stand-in carries two at once): both sent and recorded.
    expect(accepted).toHaveLength(2);
    const rows = await database.db
      .selectFrom("contact_requests")
      .select(["status", "lease_until", "attempts"])
      .execute();
    expect(rows.filter((row) => row.status === "delivered")).toHaveLength(2);
    expect(rows.filter((row) => row.status === "pending")).toEqual(
      Array(8).fill({ status: "pending", lease_until: null, attempts: 0 }),
    );
  });
});
