import { resolve } from "node:path";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { dayIn, dayKey } from "~/lib/calendar-day";
import type { Hono } from "hono";
import type { Config } from "./config";
import { createContactRoute } from "./contact/route";
import { createContentService, type ContentService } from "./content/service";
import { openDatabase, type Database } from "./db/open";
import { isStorageUnavailable } from "./db/storage-health";
import { createLimiter } from "./limits/limiter";
import { storageCeiling } from "./limits/storage-ceiling";
import { errorMessage, type Logger } from "./logger";
import { createDeliveryLoop, type DeliveryLoop } from "./mail/delivery-loop";
import { createOutboxRepository, type OutboxRepository } from "./mail/outbox-repository";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./mail/transport";
import { startOfficeService, type OfficeService } from "./office/service";
import { createAnswers, type Answers } from "./answer/service";
import { readableByOthers } from "./private-files";
import { createErasure } from "./requests/erasure";
import { notificationQueue } from "./requests/notification-queue";
import { createRequestReads, type RequestReads } from "./requests/reads";
import { createRequestsRepository, MAIL_DUE_CHANNEL, type RequestsRepository } from "./requests/repository";
import { createRetentionPurge, type PurgeResult } from "./requests/retention-purge";
import { createThreadRepository } from "./requests/thread-repository";
import { createAnswerLinks } from "./requests/answer-links";
import { evidenceMergeHook } from "./evidence/files-repository";
import { startEvidence, type Evidence } from "./evidence/service";
import { createConsultationsRepository } from "./agenda/consultations-repository";
import { createTasksRepository } from "./agenda/tasks-repository";
import { createMorningDigest } from "./agenda/digest";
import { createDigestsRepository } from "./agenda/digests-repository";
import { createPublishedFirm } from "./agenda/published-words";
import { createSettingsRepository } from "./agenda/settings-repository";
import { createSelfBooking, type SelfBooking } from "./agenda/self-booking";
import { createAuditRepository } from "./audit/audit-repository";
import { createConsultationReminders } from "./office/consultation-reminders";

const HOUSEKEEPING_INTERVAL_MS = 60_000;
const PURGE_INTERVAL_MS = 3_600_000;
/**
 * When other processes share the database, the longest the delivery loop sleeps without
 * looking: the fallback for a missed notification, a retry another instance scheduled, or a
 * lease that ran out.
 */
const SHARED_POLL_MS = 5_000;

export type Readiness = {
  /** "unavailable" while the disk refuses the database's writes: not ready, though reads work. */
  storage: "writable" | "unavailable";
  pending: number;
  oldestPendingAgeSeconds: number | null;
  failed: number;
};

/** Everything behind the pages: the database, the endpoint, the delivery loop, the office, housekeeping. */
export type Backend = {
  database: Database;
  requests: RequestsRepository;
  reads: RequestReads;
  outbox: OutboxRepository;
  transport: MailTransport;
  delivery: DeliveryLoop;
  /** The endpoint, to mount at CONTACT_FUNCTION_PATH. */
  contactRoute: Hono<{ Variables: { requestId?: string } }>;
  office: OfficeService;
  /** The page where a visitor answers through the link in a reply. */
  answers: Answers;
  /** The page where a visitor picks a time for the consultation (self-booking, server/agenda/self-booking.ts). */
  booking: SelfBooking;
  /** The files visitors send: the tus endpoint to mount at EVIDENCE_UPLOADS_PATH, the store, the office's reads. */
  evidence: Evidence;
  /** The site's content: drafts, published versions, images (server/content/). */
  content: ContentService;
  /** For the machines that watch: counts and ages only, no personal data. */
  readiness(now?: number): Promise<Readiness>;
  /** The retention purge, run hourly (requests/retention-purge.ts). Resolves with what went. */
  purge(now?: number): Promise<PurgeResult>;
  /** Stops the delivery loop after the sends in flight, then closes the mail transport and the database. */
  stop(): Promise<void>;
};

/**
 * Opens the database (migrated) and starts the delivery loop (with deliveries a previous
 * crash interrupted resumed), the endpoint, the office and their housekeeping. On PostgreSQL
 * any number of processes can run this at once on one database.
 */
export async function startBackend({
  config,
  logger,
  transport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createFileTransport(config.mail.dir),
  onFatal,
}: {
  config: Config;
  logger: Logger;
  transport?: MailTransport;
  /** The database became unusable: the process should stop and be restarted. */
  onFatal?: (error: Error) => void;
}): Promise<Backend> {
  const mailDir = resolve(config.mail.dir);
  const exposed = readableByOthers([], [mailDir]);
  if (exposed.length > 0) {
    logger.warn("files_readable_by_others", {
      paths: exposed.join(","),
      note: "other accounts on this machine can read these: chmod 700 the folders and 600 the files",
    });
  }
  const database = await openDatabase(config.database, { logger, onFatal });
  const thread = createThreadRepository(database);
  // A merge moves the newer request's thread and files to the older one in its own transaction (./requests/merges.ts).
  const requests = createRequestsRepository(database, {
    mergeHooks: [
      thread.mergeHook,
      evidenceMergeHook(database),
      createTasksRepository(database).mergeHook,
      createConsultationsRepository(database).mergeHook,
    ],
  });
  const reads = createRequestReads(database);
  const outbox = createOutboxRepository(database, MAIL_DUE_CHANNEL);
  const answerLinks = createAnswerLinks(database);
  // What erasure and the retention purge both remove a request from.
  const requestStores = { database, requests, thread, outbox, answerLinks, logger };

  if (database.capabilities.sharedByProcesses) {
    // Other processes may hold live claims: a dead one's come back when their lease ends.
    logger.info("contact_store_ready", { database: database.engine });
  } else {
    // The only process: any claim still standing belongs to one that died.
    const resumed = await requests.releaseAllClaims(Date.now());
    logger.info("contact_store_ready", { database: database.engine, pendingResumed: resumed });
  }

  if (transport.description.mode === "files") {
    logger.warn("mail_to_files", {
      ...transport.description,
      note: "SMTP_URL is not set: messages for the office are written as .eml files, not sent",
    });
  } else {
    logger.info("mail_via_smtp", transport.description);
  }

  const limiter = createLimiter(database);
  const evidence = startEvidence({
    config,
    database,
    limiter,
    // Files go with a request that exists and is not spam; an erased one takes its credentials with it.
    takesUploads: async (id) => {
      const row = await reads.get(id);
      return row !== null && row.stage !== "spam";
    },
    logger,
  });

  const agendaTasks = createTasksRepository(database);
  const agendaConsultations = createConsultationsRepository(database);
  const erasure = createErasure({
    ...requestStores,
    reads,
    mailDir: transport.description.mode === "files" ? mailDir : null,
    onRequeued: () => delivery.wake(),
    eraseEvidence: async (id) => {
      // Its tasks and consultations name what is to be done for that person: they go with it.
      await database.write([agendaTasks.forgetting(id), ...agendaConsultations.forgetting(id)]);
      return evidence.eraseOf(id);
    },
  });
  const notifications = notificationQueue(requests, config.mail, {
    onDeliveredUnsettled: (id) => erasure.deliveredAfterErasure(id),
    officeOrigin: config.site.origin,
  });
  const delivery = createDeliveryLoop({
    queues: [notifications, outbox.queue] as never,
    transport,
    attempts: outbox.attempts,
    logger,
    delivery: config.delivery,
    ...(database.capabilities.sharedByProcesses ? { idleCheckMs: SHARED_POLL_MS } : {}),
  });
  delivery.start();
  // Mail queued by any process wakes this one's loop.
  const listener = database.listen(MAIL_DUE_CHANNEL, () => delivery.wake());

  const purge = createRetentionPurge({
    ...requestStores,
    config,
    mailDir,
    forgetFilesOfErasedRequests: async () => {
      // The tasks of requests the purge deleted go with them.
      const [tasks] = await database.write([
        agendaTasks.forgettingOrphans(),
        ...agendaConsultations.forgettingOrphans(),
      ]);
      return (await evidence.sweep()) + Number(tasks?.numAffectedRows ?? 0);
    },
  });

  async function logged(name: string, work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      // A disk that refuses writes is logged once per episode by the database layer.
      if (!isStorageUnavailable(error)) logger.error(name, { error: errorMessage(error) });
    }
  }
  const content = createContentService({ config, database, logger });
  const schedulingSettings = createSettingsRepository(database);
  const reminders = createConsultationReminders({
    database,
    consultations: agendaConsultations,
    reads,
    thread,
    outbox,
    reminderHour: async () => (await schedulingSettings.get()).reminderHour,
    firmIn: createPublishedFirm(content),
    mail: config.mail,
    logger,
  });
  const digest = createMorningDigest({
    database,
    tasks: agendaTasks,
    digests: createDigestsRepository(database),
    outbox,
    emails: config.office.emails,
    hour: config.office.digestHour,
    origin: config.site.origin,
    sender: config.mail,
    logger,
  });
  const purgeLogged = () => logged("retention_purge_failed", purge);
  // Stuck deliveries are logged once each; mail past its use (a link that no longer works) is not sent.
  const housekeeping = () =>
    logged("housekeeping_failed", async () => {
      const now = Date.now();
      await outbox.expire(now);
      // The morning list of what is due, once a business morning per office address.
      if ((await digest.queueDue(now)) > 0) delivery.wake();
      // The day-before reminders the office turned on, from the hour set.
      if ((await reminders.queueDue(now)) > 0) delivery.wake();
      // The order by deadline, counted again for the requests whose deadline passed.
      await requests.refreshDeadlineOrder(dayKey(dayIn(OFFICE_TIME_ZONE, now)));
      for (const id of await requests.takeNewlyStuck(now - config.office.stuckAfterMs, now)) {
        logger.warn("delivery_stuck", {
          contactId: id,
          stuckAfterMinutes: Math.round(config.office.stuckAfterMs / 60_000),
        });
      }
    });
  await purgeLogged();
  void housekeeping();
  const timers = [setInterval(purgeLogged, PURGE_INTERVAL_MS), setInterval(housekeeping, HOUSEKEEPING_INTERVAL_MS)];
  for (const timer of timers) timer.unref();

  const booking = createSelfBooking({
    settings: schedulingSettings,
    consultations: agendaConsultations,
    reads,
    thread,
    audit: createAuditRepository(database),
    write: (queries) => database.write(queries),
    https: config.site.https,
    logger,
  });
  const contactRoute = createContactRoute({
    config,
    requests,
    onStored: () => delivery.wake(),
    logger,
    limiters: {
      perClient: limiter({ name: "client", limit: config.limits.perClientPerMinute, windowMs: 60_000, per: "client" }),
      storage: storageCeiling(limiter, config.limits.storagePerHour),
    },
    storageWritable: () => database.storage.writable(),
    uploadGrant: (id, origin) => evidence.grantFor(id, origin),
    bookingOffer: (id, origin, language) => booking.offer(id, origin, language),
  });
  const office = startOfficeService({
    config,
    database,
    content,
    requests,
    reads,
    outbox,
    thread,
    erasure,
    answerLinks,
    evidence,
    logger,
    wakeDelivery: () => delivery.wake(),
  });

  const answers = createAnswers({
    config,
    database,
    links: answerLinks,
    reads,
    requests,
    thread,
    outbox,
    logger,
    wakeDelivery: () => delivery.wake(),
  });

  let stopping: Promise<void> | undefined;
  return {
    database,
    requests,
    reads,
    outbox,
    transport,
    delivery,
    contactRoute,
    office,
    answers,
    booking,
    evidence,
    content,
    async readiness(now = Date.now()) {
      // Reads work on a full disk: whether writes do is the database layer's to say (a probe write).
      const writable = database.storage.writable() || (await database.storage.check());
      const health = await reads.health();
      return {
        storage: writable ? "writable" : "unavailable",
        pending: health.pending,
        oldestPendingAgeSeconds:
          health.oldestPendingCreatedAt === null
            ? null
            : Math.max(0, Math.floor((now - health.oldestPendingCreatedAt) / 1000)),
        failed: health.failed,
      };
    },
    purge,
    stop() {
      stopping ??= (async () => {
        for (const timer of timers) clearInterval(timer);
        await office.stop();
        await evidence.stop();
        await content.stop();
        await listener.close();
        await delivery.stop();
        await transport.close();
        await database.close();
      })();
      return stopping;
    },
  };
}
