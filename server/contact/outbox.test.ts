import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../logger";
import type { OutgoingMail } from "./mail-message";
import type { DeliveryResult, MailTransport } from "./mail-transport";
import { createOutbox, isPermanentRejection, retryDelayMs, type Outbox, type PacePolicy } from "./outbox";
import { caseEvaluation, openTestStore } from "./test-support";

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

/** Stands in for the mail provider: fails while `down`, records what it accepted. */
function providerStandIn() {
  const accepted: OutgoingMail[] = [];
  const state = { down: false, attempts: 0 };
  const transport: MailTransport = {
    description: { mode: "test" },
    concurrency: 2,
    async deliver(mail): Promise<DeliveryResult> {
      state.attempts++;
      if (state.down) return { ok: false, error: "ECONNECTION" };
      accepted.push(mail);
      return { ok: true };
    },
    async close() {},
  };
  return { transport, accepted, state };
}

const waitUntil = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const request = { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } } as const;
let running: { outbox: Outbox; close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const { outbox, close } of running) {
    await outbox.stop();
    await close();
  }
  running = [];
});

async function setup(retry = { baseMs: 20, maxMs: 100 }, pace?: PacePolicy) {
  const { store } = await openTestStore();
  const provider = providerStandIn();
  const outbox = createOutbox({
    store,
    transport: provider.transport,
    mail: { from: "site <site@law.example>", to: ["office@law.example"] },
    logger: silentLogger,
    retry,
    pace,
    idleCheckMs: 60_000,
  });
  running.push({ outbox, close: () => store.close() });
  return { store, outbox, ...provider };
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

describe("outbox pacing", () => {
  it("mails one by one within the hourly budget, then everything due together, none left out", async () => {
    const { store, outbox, accepted } = await setup(undefined, { perHour: 3, batchIntervalMs: 200 });
    for (let i = 0; i < 10; i++) await store.save(request);
    outbox.start();
    await waitUntil(() => accepted.length === 4);
    const single = accepted.filter((mail) => mail.headers["X-Contact-Request-Id"]);
    const batch = accepted.find((mail) => mail.headers["X-Contact-Request-Count"]);
    expect(single).toHaveLength(3);
    expect(batch?.headers["X-Contact-Request-Count"]).toBe("7");
    expect(batch?.text.match(/Request id: /g)).toHaveLength(7);
    expect(await store.nextAttemptAt()).toBeNull();

    // More arrive: they wait for the next batch (200 ms on), not for the hour.
    const started = Date.now();
    await store.save(request);
    await store.save(request);
    outbox.wake();
    // Both go out in batch mail (one batch, or two if the timer fell between the saves on a busy machine).
    const batchedLater = () =>
      accepted.slice(4).reduce((sum, mail) => sum + Number(mail.headers["X-Contact-Request-Count"] ?? 0), 0);
    await waitUntil(() => batchedLater() === 2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(accepted.slice(4).every((mail) => mail.headers["X-Contact-Request-Count"])).toBe(true);
  });
});

describe("outbox", () => {
  it("delivers a stored request as soon as it is woken, once", async () => {
    const { store, outbox, accepted } = await setup();
    outbox.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await store.save(request);
    outbox.wake();
    await waitUntil(() => accepted.length === 1);
    expect(Date.now() - started).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(accepted).toHaveLength(1);
    expect(await store.nextAttemptAt()).toBeNull();
  });

  it("delivers what was stored before it started", async () => {
    const { store, outbox, accepted } = await setup();
    await store.save(request);
    await store.save(request);
    outbox.start();
    await waitUntil(() => accepted.length === 2);
  });

  it("retries with backoff while the provider is down, then delivers once", async () => {
    const { store, outbox, accepted, state } = await setup();
    state.down = true;
    outbox.start();
    await store.save(request);
    outbox.wake();
    await waitUntil(() => state.attempts >= 3);
    expect(accepted).toHaveLength(0);
    state.down = false;
    await waitUntil(() => accepted.length === 1, 2000);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(accepted).toHaveLength(1);
  });

  it("stops: nothing is sent after stop resolves", async () => {
    const { store, outbox, accepted } = await setup();
    outbox.start();
    await outbox.stop();
    await store.save(request);
    outbox.wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(accepted).toHaveLength(0);
  });
});
