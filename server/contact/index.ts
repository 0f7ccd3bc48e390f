import type { Hono } from "hono";
import { databasePath, type Config } from "../config";
import { errorMessage, type Logger } from "../logger";
import { openSqliteDatabase } from "./database";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./mail-transport";
import { createOutbox } from "./outbox";
import { createContactRoute } from "./route";
import { createSqlContactStore, type ContactStore } from "./store";

const DAY_MS = 86_400_000;
const PURGE_INTERVAL_MS = 3_600_000;

export type ContactService = {
  /** The endpoint, to mount at CONTACT_FUNCTION_PATH. */
  route: Hono<{ Variables: { requestId?: string } }>;
  store: ContactStore;
  /** Stops the outbox after its deliveries in flight, then closes the mail transport and the database. */
  stop(): Promise<void>;
};

/**
 * Everything behind the contact endpoint: the database (migrated), the outbox worker
 * (started, with deliveries interrupted by a previous crash resumed) and the retention purge.
 */
export async function startContactService({
  config,
  logger,
  transport = config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createFileTransport(config.MAIL_DIR),
  onFatal,
}: {
  config: Config;
  logger: Logger;
  transport?: MailTransport;
  /** The database became unusable (its thread died): the process should stop and be restarted. */
  onFatal?: (error: Error) => void;
}): Promise<ContactService> {
  const path = databasePath(config.DATABASE_URL);
  const { db, executor } = await openSqliteDatabase(path, {
    onExit: (error) => {
      logger.error("database_thread_stopped", { error: errorMessage(error) });
      onFatal?.(error);
    },
  });
  const store = createSqlContactStore(db, executor);
  // Embedded SQLite has one process: any claim still standing belongs to a process that died.
  const resumed = await store.releaseClaims(Date.now());
  logger.info("contact_store_ready", { database: path, pendingResumed: resumed });

  if (transport.description.mode === "files") {
    logger.warn("mail_to_files", {
      ...transport.description,
      note: "SMTP_URL is not set: messages for the office are written as .eml files, not sent",
    });
  } else {
    logger.info("mail_via_smtp", transport.description);
  }

  const outbox = createOutbox({
    store,
    transport,
    mail: { from: config.MAIL_FROM, to: config.MAIL_TO },
    logger,
    retry: { baseMs: config.OUTBOX_RETRY_BASE_MS, maxMs: config.OUTBOX_RETRY_MAX_MS },
  });
  outbox.start();

  async function purge() {
    try {
      const removed = await store.purgeSettled(Date.now() - config.RETENTION_DAYS * DAY_MS);
      if (removed > 0) logger.info("retention_purge", { removed, retentionDays: config.RETENTION_DAYS });
    } catch (error) {
      logger.error("retention_purge_failed", { error: errorMessage(error) });
    }
  }
  await purge();
  const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
  purgeTimer.unref();

  const route = createContactRoute({ config, store, onStored: () => outbox.wake(), logger });

  let stopping: Promise<void> | undefined;
  return {
    route,
    store,
    stop() {
      stopping ??= (async () => {
        clearInterval(purgeTimer);
        await outbox.stop();
        await transport.close();
        await store.close();
      })();
      return stopping;
    },
  };
}
