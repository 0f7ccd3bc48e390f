import { errorMessage, type Logger } from "../logger";
import { composeContactMail, type MailSettings } from "./mail-message";
import type { MailTransport } from "./mail-transport";
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

export type OutboxOptions = {
  store: ContactStore;
  transport: MailTransport;
  mail: MailSettings;
  logger: Logger;
  retry: RetryPolicy;
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
 * delivered straight away; a failed send is retried with backoff until it goes through.
 * A process killed between send and mark may send that one message again after a
 * restart, with the same Message-ID, which is the only way a duplicate can happen.
 */
export function createOutbox({
  store,
  transport,
  mail,
  logger,
  retry,
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

  /** One or more rounds until nothing is due; returns how long to sleep. */
  async function work(): Promise<number> {
    for (;;) {
      wokenDuringRound = false;
      const claimed = await store.claimDue({ now: Date.now(), limit: batchSize, leaseMs });
      if (claimed.length === 0) break;
      await forEachConcurrently(claimed, concurrency, deliver);
      if (stopped) return idleCheckMs;
    }
    const next = await store.nextAttemptAt();
    return next === null ? idleCheckMs : next - Date.now();
  }

  async function deliver(request: StoredContactRequest) {
    const result = await transport.deliver(composeContactMail(request, mail));
    if (result.ok) {
      await store.markDelivered(request.id, Date.now());
      logger.info("mail_delivered", { contactId: request.id, attempt: request.attempts });
      return;
    }
    const delayMs = retryDelayMs(request.attempts, retry);
    await store.scheduleRetry(request.id, Date.now() + delayMs, result.error);
    logger.warn("mail_delivery_failed", {
      contactId: request.id,
      attempt: request.attempts,
      error: result.error,
      retryInMs: delayMs,
    });
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
