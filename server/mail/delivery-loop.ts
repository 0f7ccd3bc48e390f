import type { DeliveryConfig } from "../config";
import { isStorageUnavailable } from "../db/storage-health";
import { createRateLimiter } from "../limits/rate-limit";
import { errorMessage, type LogFields, type Logger } from "../logger";
import type { OutgoingMail } from "./message";
import { isPermanentRejection, retryDelayMs } from "./retry";
import type { DeliveryResult, MailTransport } from "./transport";

/** Something waiting to be mailed: a request's notification, a sign-in link, a reply. */
export type QueueItem = { id: string; attempts: number };

export type Settlement =
  | { state: "delivered" }
  | { state: "retry"; nextAttemptAt: number; error: string }
  | { state: "failed"; error: string };

/**
 * One table of things to mail, as the loop sees it. The table's own repository implements it
 * (server/mail/queue-statements.ts has the shared statements), so the loop never cares what
 * the items are or which database holds them.
 */
export type DeliveryQueue<Item extends QueueItem = QueueItem> = {
  /** Names the queue in the attempt history and the logs. */
  name: string;
  /**
   * Claims up to `limit` pending items due by `dueBy`, oldest due first, that nobody holds:
   * they are leased until `leaseUntil` (no other process takes them meanwhile) and the
   * attempt is counted.
   */
  claim(options: { now: number; dueBy: number; limit: number; leaseUntil: number }): Promise<Item[]>;
  settle(item: Item, settlement: Settlement, at: number): Promise<void>;
  /** Gives a claimed item back untried: not counted as an attempt, due as it was. */
  release(item: Item): Promise<void>;
  /** When the next pending item falls due (a leased one: when its lease ends), or null. */
  nextDueAt(): Promise<number | null>;
  /** Every pending item waiting for a retry becomes due now (the mail server is back). */
  dueNow(now: number): Promise<void>;
  compose(item: Item): OutgoingMail;
  /** Log fields that name an item, never what it holds. */
  describe(item: Item): LogFields;
  /** For recipients who must be spared a flood (the office's own mailbox). */
  pacing?: Pacing<Item>;
};

/**
 * Up to `perHour` messages one by one (a burst of that many, then refilled evenly), counting
 * only those that arrived; past it, whatever is due goes out together in one digest every
 * `digestIntervalMs`. A digest holds only what could not go alone, and nothing is dropped.
 */
export type Pacing<Item> = {
  perHour: number;
  digestIntervalMs: number;
  digestSize?: number;
  composeDigest(items: Item[]): OutgoingMail;
};

/** The history of every attempt, kept across re-sends; written by the table's owner. */
export type AttemptLog = {
  record(entry: {
    queue: string;
    itemId: string;
    attempt: number;
    at: number;
    outcome: Settlement["state"];
    error: string | null;
  }): Promise<void>;
};

export type DeliveryLoop = {
  /** Starts working: right away, then whenever woken or something falls due. */
  start(): void;
  /** Something was queued: look now rather than at the next due time. */
  wake(): void;
  /** Finishes the deliveries in flight and stops. */
  stop(): Promise<void>;
};

export type DeliveryLoopOptions = {
  queues: DeliveryQueue<never>[];
  transport: MailTransport;
  attempts: AttemptLog;
  logger: Logger;
  delivery: DeliveryConfig;
  /** Longest sleep between rounds, whatever the next due time says (another process may have queued). */
  idleCheckMs?: number;
  /** While the mail server is unreachable, the longest wait between two tries of it. */
  probeMaxMs?: number;
  /** Items claimed per round. */
  batchSize?: number;
  /** Deliveries in flight at once; by default what the transport says it can carry. */
  concurrency?: number;
};

/**
 * The one loop that sends mail: claim due items with a lease, send, settle each as
 * delivered, retried with backoff, or failed (a permanent rejection, or too many attempts).
 *
 * When a send fails for a reason that may pass, the mail server is taken to be unreachable
 * (or, with the file transport, the mail folder unwritable): the loop stops sending everything
 * due and tries one item at a time, at most `probeMaxMs` apart. The first that goes through
 * makes every waiting item due at once, so the office hears within seconds of the server's
 * return, however long the outage and whatever each item's own backoff had grown to. An outage
 * is logged when it begins and when it ends, not at each try.
 *
 * A process killed between a send and its settlement may send that one message again after a
 * restart, with the same Message-ID: the only way a duplicate can happen.
 */
export function createDeliveryLoop({
  queues,
  transport,
  attempts,
  logger,
  delivery,
  idleCheckMs = 60_000,
  probeMaxMs = 2_000,
  batchSize = 50,
  concurrency = transport.concurrency,
}: DeliveryLoopOptions): DeliveryLoop {
  type Pace = { allowance: ReturnType<typeof createRateLimiter>; nextDigestAt: number };
  const paced = new Map<DeliveryQueue, Pace>();
  for (const queue of queues as DeliveryQueue[]) {
    if (!queue.pacing || queue.pacing.perHour <= 0) continue;
    const allowance = createRateLimiter({ limit: queue.pacing.perHour, windowMs: 3_600_000, maxKeys: 1 });
    paced.set(queue, { allowance, nextDigestAt: 0 });
  }
  const retry = { baseMs: delivery.retryBaseMs, maxMs: delivery.retryMaxMs };
  let running = false;
  let stopped = true;
  let wokenDuringRound = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  /** Set while the mail server is unreachable: when to try it next, and how long to wait after that. */
  let outage: { since: number; nextTryAt: number; waitMs: number; failedTries: number } | undefined;
  /**
   * Settlements and releases the database's full disk refused, in order: written before
   * anything else in the next rounds. Until then their items stay leased, so nothing sends
   * them twice; a process that stops first leaves them to the lease's end (or to the next
   * start, on SQLite), as a write that failed for any other reason is.
   */
  const owed: (() => Promise<void>)[] = [];
  // What an outage is called in the log: a server that does not take mail, or a folder that cannot be written.
  const episode =
    transport.description.mode === "files"
      ? { begins: "storage_unavailable", ends: "storage_recovered", fields: { store: "mail_dir" } }
      : { begins: "mail_server_unreachable", ends: "mail_server_back", fields: {} };

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(kick, Math.max(0, Math.min(delayMs, idleCheckMs)));
    timer.unref();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      wokenDuringRound = true;
      return;
    }
    clearTimeout(timer);
    running = true;
    round = work()
      .catch((error: unknown) => {
        // The database failed us (not a delivery): try again after a pause. A disk that refuses
        // writes is logged once per episode by the database layer.
        if (!isStorageUnavailable(error)) logger.error("delivery_round_failed", { error: errorMessage(error) });
        return retry.baseMs;
      })
      .then((delay) => {
        running = false;
        if (wokenDuringRound) {
          wokenDuringRound = false;
          if (!outage) delay = 0;
        }
        schedule(delay);
      });
  }

  /** Rounds until nothing is due, or the pace or an outage says wait; returns how long to sleep. */
  async function work(): Promise<number> {
    for (;;) {
      wokenDuringRound = false;
      await payOwed();
      if (outage) {
        const waitMs = outage.nextTryAt - Date.now();
        if (waitMs > 0) return waitMs;
        await tryTheServer();
        continue;
      }
      let sent = 0;
      for (const queue of queues as DeliveryQueue[]) {
        sent += await sendDue(queue);
        if (outage || stopped) break;
      }
      if (stopped) return idleCheckMs;
      if (sent === 0 && !outage) return sleepUntilDue();
    }
  }

  /** During an outage: one item, due or not; when it goes through, everything waiting is made due. */
  async function tryTheServer(): Promise<void> {
    const now = Date.now();
    for (const queue of queues as DeliveryQueue[]) {
      const [item] = await queue.claim({ now, dueBy: Infinity, limit: 1, leaseUntil: now + delivery.leaseMs });
      if (!item) continue;
      const result = await transport.deliver(queue.compose(item));
      // It went alone, so it counts against the office's allowance like any other.
      if (result.ok) paced.get(queue)?.allowance.take("office");
      await settle(queue, [item], result);
      if (!result.ok) return;
      break;
    }
    // Back (or nothing left to try it with): everything waiting for a retry goes now.
    const back = Date.now();
    for (const queue of queues as DeliveryQueue[]) await queue.dueNow(back);
    if (outage) {
      logger.info(episode.ends, {
        ...episode.fields,
        unavailableForMs: back - outage.since,
        failedTries: outage.failedTries,
      });
    }
    outage = undefined;
  }

  /** Claims and sends what is due in one queue, within its pace; returns how many messages went out. */
  async function sendDue(queue: DeliveryQueue): Promise<number> {
    const now = Date.now();
    const pace = paced.get(queue);
    const single = pace ? Math.min(batchSize, pace.allowance.available("office", now)) : batchSize;
    if (single > 0) {
      const items = await queue.claim({ now, dueBy: now, limit: single, leaseUntil: now + delivery.leaseMs });
      await forEachConcurrently(items, concurrency, async (item, abandoned) => {
        // An outage began, the database failed or the process is stopping while this one waited: give it back untried.
        if (outage || stopped || abandoned) return owe(() => queue.release(item));
        const result = await transport.deliver(queue.compose(item));
        if (result.ok) pace?.allowance.take("office");
        await settle(queue, [item], result);
      });
      return items.length;
    }
    if (!pace || now < pace.nextDigestAt) return 0;
    const items = await queue.claim({
      now,
      dueBy: now,
      limit: queue.pacing?.digestSize ?? 100,
      leaseUntil: now + delivery.leaseMs,
    });
    if (items.length === 0) return 0;
    pace.nextDigestAt = now + queue.pacing!.digestIntervalMs;
    const message = queue.pacing!.composeDigest(items);
    const result = await transport.deliver(message);
    if (result.ok) logger.info("mail_digest_delivered", { digestId: message.requestId, items: items.length });
    await settle(queue, items, result);
    return items.length;
  }

  /** The next time anything falls due, or a paced queue's allowance or digest lets it go. */
  async function sleepUntilDue(): Promise<number> {
    const now = Date.now();
    let wakeAt = now + idleCheckMs;
    for (const queue of queues as DeliveryQueue[]) {
      const next = await queue.nextDueAt();
      if (next === null) continue;
      const pace = paced.get(queue);
      const allowedAt =
        pace && pace.allowance.available("office", now) < 1
          ? Math.min(pace.nextDigestAt, now + pace.allowance.msUntilAvailable("office", now))
          : now;
      wakeAt = Math.min(wakeAt, Math.max(next, allowedAt));
    }
    return wakeAt - Date.now();
  }

  /** Records what one message (for one item or a digest) came to, for each item in it. */
  async function settle(queue: DeliveryQueue, items: QueueItem[], result: DeliveryResult) {
    const at = Date.now();
    const alreadyOut = outage !== undefined;
    if (!result.ok && !isPermanentRejection(result.error) && !outage) {
      outage = { since: at, nextTryAt: at + retry.baseMs, waitMs: retry.baseMs, failedTries: 1 };
      const fields = { ...episode.fields, error: result.error, retryInMs: retry.baseMs };
      if (episode.begins === "storage_unavailable") logger.error(episode.begins, fields);
      else logger.warn(episode.begins, fields);
    } else if (!result.ok && outage) {
      outage.failedTries++;
      // A refused login is the server's setting, fixed by a person: trying it every few seconds
      // would only get the account locked, so it backs off as far as any retry does.
      const cap = /^E(NO)?AUTH\b/.test(result.error) ? retry.maxMs : probeMaxMs;
      outage.waitMs = Math.min(outage.waitMs * 2, cap);
      outage.nextTryAt = at + outage.waitMs;
    }
    // Every item's write is tried (or owed) before the round goes on or ends.
    const written = await Promise.allSettled(
      items.map(async (item) => {
        const settlement: Settlement = result.ok
          ? { state: "delivered" }
          : isPermanentRejection(result.error) || item.attempts >= delivery.maxAttempts
            ? { state: "failed", error: result.error }
            : { state: "retry", nextAttemptAt: at + retryDelayMs(item.attempts, retry), error: result.error };
        await owe(async () => {
          await queue.settle(item as never, settlement, at);
          await attempts.record({
            queue: queue.name,
            itemId: item.id,
            attempt: item.attempts,
            at,
            outcome: settlement.state,
            error: result.ok ? null : result.error,
          });
          const fields = { ...queue.describe(item as never), attempt: item.attempts };
          if (settlement.state === "delivered") logger.info("mail_delivered", fields);
          else if (settlement.state === "failed")
            logger.error("delivery_failed", { ...fields, error: settlement.error });
          // A try during an outage already logged is in the attempt history, not in the log.
          else if (!alreadyOut) logger.warn("mail_delivery_failed", { ...fields, error: settlement.error });
        });
      }),
    );
    const refused = written.find((outcome) => outcome.status === "rejected");
    if (refused) throw refused.reason;
  }

  /** Writes to the database, or, refused for want of room, keeps it owed for the next round; rethrows. */
  async function owe(write: () => Promise<void>) {
    try {
      await write();
    } catch (error) {
      // A disk that is full now takes the write once there is room; any other failure might never pass.
      if (isStorageUnavailable(error)) owed.push(write);
      throw error;
    }
  }

  async function payOwed() {
    while (owed.length > 0) {
      const write = owed.shift()!;
      try {
        await write();
      } catch (error) {
        // Still no room: it stays first. Any other failure leaves its item to the lease.
        if (isStorageUnavailable(error)) owed.unshift(write);
        throw error;
      }
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      kick();
    },
    wake() {
      if (!stopped) kick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      // One last go at what the database refused; what it still refuses waits for the leases' end.
      await payOwed().catch(() => {});
    },
  };
}

/**
 * Runs `task` on every item, `limit` at a time. Once one throws, the rest are still handed to
 * `task`, told they are `abandoned` (to give them back); the first error is rethrown at the end.
 */
async function forEachConcurrently<T>(items: T[], limit: number, task: (item: T, abandoned: boolean) => Promise<void>) {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await task(item, failure !== undefined);
      } catch (error) {
        failure ??= { error };
      }
    }
  });
  await Promise.all(lanes);
  if (failure) throw failure.error;
}
