import { errorMessage, type Logger } from "../logger";
import { composeBatchMail, composeContactMail, type MailSettings, type OutgoingMail } from "./mail-message";
import type { DeliveryResult, MailTransport } from "./mail-transport";
import { createRateLimiter } from "./rate-limit";
import type { ContactStore, StoredContactRequest } from "./store";

export type RetryPolicy = { baseMs: number; maxMs: number };

/**
 * Capped exponential backoff with jitter: attempt 1 waits about baseMs, each further
 * attempt twice as long, never more than maxMs. The jitter (the upper half of the delay
 * is random) keeps a backlog from retrying in lockstep when the provider comes back.
 */
export function retryDelayMs(attempt: number, { baseMs, maxMs }: RetryPolicy, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/**
 * A rejection that trying again cannot fix: the provider refused the recipient or the
 * message for good (SMTP 5xx on RCPT or DATA). A refused login (EAUTH 535) is not one of
 * them: it is the server's setting, and every request waits until it is fixed.
 */
export function isPermanentRejection(errorCode: string): boolean {
  return /^(EENVELOPE|EMESSAGE) 5\d\d$/.test(errorCode);
}

/**
 * How the office's mailbox is spared when requests pour in: up to `perHour` notifications
 * one by one (a burst of that many, then refilled evenly); past it, whatever is due goes
 * out together in one message every `batchIntervalMs`, at most `batchSize` requests each.
 * Nobody's request waits for the flood to end, and none is dropped.
 */
export type PacePolicy = { perHour: number; batchIntervalMs: number; batchSize?: number };

export type OutboxOptions = {
  store: ContactStore;
  transport: MailTransport;
  mail: MailSettings;
  logger: Logger;
  retry: RetryPolicy;
  /** Failed attempts after which a delivery is marked failed instead of retried. */
  maxAttempts?: number;
  pace?: PacePolicy;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Deliveries in flight at once; by default what the transport says it can carry. */
  concurrency?: number;
  /** How long a claim keeps other workers off a row; longer than any send can take. */
  leaseMs?: number;
  /** Longest sleep between rounds, whatever the next due time says. */
  idleCheckMs?: number;
};

export type Outbox = {
  /** Starts working: right away, then whenever woken or a retry falls due. */
  start(): void;
  /** A request was just stored: deliver it now rather than at the next round. */
  wake(): void;
  /** Finishes the deliveries in flight and stops. */
  stop(): Promise<void>;
};

/**
 * Mails every stored request to the office. A row is claimed, sent, then marked
 * delivered straight away; a failed send is retried with backoff, until a permanent
 * rejection or `maxAttempts` marks it failed (logged as delivery_failed, kept in the store).
 * A process killed between send and mark may send that one message again after a
 * restart, with the same Message-ID, which is the only way a duplicate can happen.
 */
export function createOutbox({
  store,
  transport,
  mail,
  logger,
  retry,
  maxAttempts = Infinity,
  pace = { perHour: 0, batchIntervalMs: 60_000 },
  batchSize = 50,
  concurrency = transport.concurrency,
  leaseMs = 120_000,
  idleCheckMs = 60_000,
}: OutboxOptions): Outbox {
  let running = false;
  let stopped = true;
  let wokenDuringRound = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  const notifications = createRateLimiter({ limit: pace.perHour, windowMs: 3_600_000, maxKeys: 1 });
  const OFFICE = "office";
  const batchLimit = pace.batchSize ?? 100;
  let nextBatchAt = 0;

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
        // The database failed us (not a delivery): try again after a pause.
        logger.error("outbox_round_failed", { error: errorMessage(error) });
        return retry.baseMs;
      })
      .then((delay) => {
        running = false;
        if (wokenDuringRound) {
          wokenDuringRound = false;
          delay = 0;
        }
        schedule(delay);
      });
  }

  /** One or more rounds until nothing is due or the pace says wait; returns how long to sleep. */
  async function work(): Promise<number> {
    for (;;) {
      wokenDuringRound = false;
      const now = Date.now();
      const single = Math.min(batchSize, notifications.available(OFFICE, now));
      if (single > 0) {
        const claimed = await store.claimDue({ now, limit: single, leaseMs });
        if (claimed.length === 0) break;
        await forEachConcurrently(claimed, concurrency, deliverOne);
      } else if (now >= nextBatchAt) {
        const claimed = await store.claimDue({ now, limit: batchLimit, leaseMs });
        if (claimed.length === 0) break;
        nextBatchAt = now + pace.batchIntervalMs;
        await deliverBatch(claimed);
      } else {
        // Over the pace: what is due waits for the next batch (or a single slot, if sooner).
        const next = await store.nextAttemptAt();
        if (next === null) return idleCheckMs;
        const allowedAt = Math.min(nextBatchAt, now + notifications.msUntilAvailable(OFFICE, now));
        return Math.max(next, allowedAt) - Date.now();
      }
      if (stopped) return idleCheckMs;
    }
    const next = await store.nextAttemptAt();
    return next === null ? idleCheckMs : next - Date.now();
  }

  async function deliverOne(request: StoredContactRequest) {
    notifications.take(OFFICE);
    await settle([request], await transport.deliver(composeContactMail(request, mail)));
  }

  async function deliverBatch(requests: StoredContactRequest[]) {
    const message: OutgoingMail = composeBatchMail(requests, mail);
    const result = await transport.deliver(message);
    if (result.ok) logger.info("mail_batch_delivered", { batchId: message.requestId, requests: requests.length });
    await settle(requests, result);
  }

  /** Records what one message (for one request or a batch) came to, for each request in it. */
  async function settle(requests: StoredContactRequest[], result: DeliveryResult) {
    const now = Date.now();
    await Promise.all(
      requests.map(async (request) => {
        if (result.ok) {
          await store.markDelivered(request.id, now);
          logger.info("mail_delivered", { contactId: request.id, attempt: request.attempts });
        } else if (isPermanentRejection(result.error) || request.attempts >= maxAttempts) {
          await store.markFailed(request.id, now, result.error);
          logger.error("delivery_failed", { contactId: request.id, attempt: request.attempts, error: result.error });
        } else {
          const delayMs = retryDelayMs(request.attempts, retry);
          await store.scheduleRetry(request.id, now + delayMs, result.error);
          logger.warn("mail_delivery_failed", {
            contactId: request.id,
            attempt: request.attempts,
            error: result.error,
            retryInMs: delayMs,
          });
        }
      }),
    );
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
    },
  };
}

async function forEachConcurrently<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(lanes);
}
