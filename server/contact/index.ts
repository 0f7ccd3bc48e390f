import { readdir, stat, unlink } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Hono } from "hono";
import { databasePath, isPostgresUrl, type Config } from "../config";
import { errorMessage, type Logger } from "../logger";
import { makePrivateDir, makePrivateFile, readableByOthers } from "../private-files";
import { openDatabase, type OpenDatabase } from "./database";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./mail-transport";
import { createOutbox } from "./outbox";
import { CONTACT_CHANNEL, listen, type Listener } from "./postgres";
import { createContactRoute } from "./route";
import { createPostgresRateLimiter } from "./shared-rate-limit";
import { createSqlContactStore, type ContactStore } from "./store";

const DAY_MS = 86_400_000;
const PURGE_INTERVAL_MS = 3_600_000;
/**
 * On PostgreSQL, the longest an outbox sleeps without looking: the fallback for a missed
 * notification (its listening connection was down), a retry another instance scheduled,
 * or a lease that ran out.
 */
const SHARED_POLL_MS = 5_000;

export type ContactService = {
  /** The endpoint, to mount at CONTACT_FUNCTION_PATH. */
  route: Hono<{ Variables: { requestId?: string } }>;
  store: ContactStore;
  /** The open database, for the office inbox's own store (server/office). */
  database: OpenDatabase;
  /** Where mail goes; the office's sign-in links travel the same way. */
  transport: MailTransport;
  /** A request became due (the office asked to deliver it again): deliver now. */
  wakeOutbox(): void;
  /**
   * The retention purge, run hourly: settled rows and `.eml` files older than RETENTION_DAYS
   * before `now` are erased. Resolves with what went.
   */
  purge(now?: number): Promise<{ rows: number; mailFiles: number }>;
  /** Stops the outbox after its deliveries in flight, then closes the mail transport and the database. */
  stop(): Promise<void>;
};

/**
 * Everything behind the contact endpoint: the database (migrated), the outbox worker
 * (started, with deliveries interrupted by a previous crash resumed) and the retention purge.
 * On PostgreSQL any number of instances can run this at once on one database.
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
  const postgres = isPostgresUrl(config.DATABASE_URL);
  const path = postgres ? undefined : databasePath(config.DATABASE_URL);
  const mailDir = resolve(config.MAIL_DIR);
  if (path !== undefined && path !== ":memory:") {
    const exposed = readableByOthers([dirname(path), path, `${path}-wal`, `${path}-shm`], [mailDir]);
    if (exposed.length > 0) {
      logger.warn("files_readable_by_others", {
        paths: exposed.join(","),
        note: "other accounts on this machine can read these: chmod 700 the folders and 600 the files",
      });
    }
    makePrivateDir(dirname(path));
    makePrivateFile(path);
  }
  const database = await openDatabase(config.DATABASE_URL, {
    sqlitePath: path ?? "",
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onExit: (error) => {
      logger.error("database_thread_stopped", { error: errorMessage(error) });
      onFatal?.(error);
    },
  });
  const store = createSqlContactStore(database.db, database.executor, database.dialect);
  if (postgres) {
    // Other instances may hold live claims: a dead instance's claims come back when their lease ends.
    logger.info("contact_store_ready", { database: "postgres" });
  } else {
    // Embedded SQLite has one process: any claim still standing belongs to a process that died.
    const resumed = await store.releaseClaims(Date.now());
    logger.info("contact_store_ready", { database: path, pendingResumed: resumed });
  }

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
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    pace: { perHour: config.MAIL_PER_HOUR, batchIntervalMs: config.MAIL_BATCH_INTERVAL_SECONDS * 1000 },
    leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
    ...(postgres ? { idleCheckMs: SHARED_POLL_MS } : {}),
  });
  outbox.start();
  // A request stored by any instance wakes this one's outbox.
  const listener: Listener | undefined = postgres
    ? listen({ url: config.DATABASE_URL, channel: CONTACT_CHANNEL, onNotify: () => outbox.wake(), logger })
    : undefined;

  async function purge(now = Date.now()) {
    const before = now - config.RETENTION_DAYS * DAY_MS;
    const rows = await store.purgeSettled(before);
    const mailFiles = await purgeMailFiles(mailDir, before);
    if (rows > 0 || mailFiles > 0) {
      logger.info("retention_purge", { removed: rows, mailFiles, retentionDays: config.RETENTION_DAYS });
    }
    return { rows, mailFiles };
  }
  async function purgeLogged() {
    try {
      await purge();
    } catch (error) {
      logger.error("retention_purge_failed", { error: errorMessage(error) });
    }
  }
  await purgeLogged();
  const purgeTimer = setInterval(purgeLogged, PURGE_INTERVAL_MS);
  purgeTimer.unref();

  const limiters = postgres
    ? {
        perClient: createPostgresRateLimiter(database.db, { name: "client", limit: config.RATE_LIMIT_PER_MINUTE }),
        storage: createPostgresRateLimiter(database.db, {
          name: "storage",
          limit: config.STORAGE_LIMIT_PER_HOUR,
          windowMs: 3_600_000,
        }),
      }
    : undefined;
  const route = createContactRoute({ config, store, onStored: () => outbox.wake(), logger, limiters });

  let stopping: Promise<void> | undefined;
  return {
    route,
    store,
    database,
    transport,
    wakeOutbox: () => outbox.wake(),
    purge,
    stop() {
      stopping ??= (async () => {
        clearInterval(purgeTimer);
        await listener?.close();
        await outbox.stop();
        await transport.close();
        await store.close();
      })();
      return stopping;
    },
  };
}

/**
 * The .eml files of MAIL_DIR (and temporary files a crash left) last written before
 * `before` are deleted: the same retention as the database. Written once, at delivery, so
 * their modification time is when they were delivered.
 */
async function purgeMailFiles(dir: string, before: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".eml") && !name.endsWith(".eml.tmp")) continue;
    const file = join(dir, name);
    try {
      if ((await stat(file)).mtimeMs >= before) continue;
      await unlink(file);
      removed++;
    } catch (error) {
      // Gone meanwhile (the outbox rewrote it): nothing to erase.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
