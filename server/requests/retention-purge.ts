import type { Config } from "../config";
import type { Database } from "../db/open";
import type { Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import { purgeMailFiles } from "../retention";
import type { AnswerLinks } from "./answer-links";
import type { RequestsRepository } from "./repository";
import type { ThreadRepository } from "./thread-repository";

export type PurgeResult = {
  /** Requests that went: spam and retained ones deleted, declined and referred ones reduced. */
  rows: number;
  /** Of those, the ones that left a conflict-check record. */
  reduced: number;
  /** Conflict-check records past their years. */
  conflictRecords: number;
  mailFiles: number;
};

/** `years` calendar years before `now`. */
export function yearsBefore(now: number, years: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.getTime();
}

/**
 * The retention purge, which follows the office's pipeline: an open request is never purged;
 * a closed one (or spam) keeps its full text RETENTION_DAYS after it was closed; then a
 * declined or referred-out one leaves a conflict-check record for CONFLICT_RECORD_YEARS after
 * the decision, and any other goes. Each purged request's thread, the mail about it and every
 * delivery attempt go with it, and then the database's log is emptied, so no byte of them is
 * left in its files; `.eml` files in MAIL_DIR go RETENTION_DAYS after they were written.
 */
export function createRetentionPurge({
  config,
  database,
  requests,
  thread,
  outbox,
  answerLinks,
  mailDir,
  logger,
  forgetFilesOfErasedRequests = async () => 0,
}: {
  config: Pick<Config, "retention">;
  database: Pick<Database, "forgetDeleted" | "optimize">;
  requests: Pick<RequestsRepository, "purgeClosed">;
  thread: Pick<ThreadRepository, "forgetOfErasedRequests">;
  outbox: Pick<OutboxRepository, "forgetMailOfErasedRequests" | "forgetAttemptsOfErasedRequests">;
  /** The answer links of requests that went, and those that expired. */
  answerLinks?: Pick<AnswerLinks, "sweep">;
  mailDir: string;
  logger: Logger;
  /** The files visitors sent with the requests that went, keys and bytes (server/evidence/). */
  forgetFilesOfErasedRequests?: () => Promise<number>;
}) {
  const { days, ms, conflictRecordYears } = config.retention;
  return async function purge(now = Date.now()): Promise<PurgeResult> {
    const closedBefore = now - ms;
    const { deleted, reduced, recordsExpired } = await requests.purgeClosed({
      closedBefore,
      recordsBefore: yearsBefore(now, conflictRecordYears),
      keepRecords: conflictRecordYears > 0,
    });
    // What belonged to them: their threads, the mail about them, every delivery attempt.
    const belongings =
      (await thread.forgetOfErasedRequests()) +
      (await outbox.forgetMailOfErasedRequests()) +
      (await outbox.forgetAttemptsOfErasedRequests()) +
      (await forgetFilesOfErasedRequests());
    await answerLinks?.sweep(now);
    // The hour's new requests and the purge's deletions, in the planner's statistics when they
    // grew stale; before the log is emptied, so that no write follows the purge's in it.
    await database.optimize();
    if (deleted + reduced + recordsExpired + belongings > 0) await database.forgetDeleted();
    const mailFiles = await purgeMailFiles(mailDir, closedBefore);
    const result = { rows: deleted + reduced, reduced, conflictRecords: recordsExpired, mailFiles };
    if (result.rows > 0 || recordsExpired > 0 || mailFiles > 0) {
      logger.info("retention_purge", { ...result, retentionDays: days, conflictRecordYears });
    }
    return result;
  };
}
