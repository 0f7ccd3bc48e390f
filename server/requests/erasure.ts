import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import { errorMessage, type Logger } from "../logger";
import { eraseMailFilesOf } from "../mail/mail-files";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { AnswerLinks } from "./answer-links";
import type { RequestReads } from "./reads";
import type { RequestsRepository } from "./repository";
import type { ThreadRepository } from "./thread-repository";

/**
 * The key every change to one request holds while it is made (Database.exclusive): the office's
 * actions on it and its erasure go one at a time, across instances, so an action that began
 * first is done before the erasure starts, and one that comes after finds nothing to act on.
 */
export const requestKey = (id: string) => `request:${id}`;

/** The longest an erasure waits for mail about the request that a delivery loop is sending right now. */
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 50;

/**
 * Erasing one request at a visitor's request: every copy the server made goes. The row (and
 * the database's log of it), its delivery history, its thread (notes, replies, calls), the
 * mail about it still waiting in the outbox, and in file-mail mode its `.eml` files (the
 * office's notification, the replies) and any digest that held it. The other requests of
 * such a digest are mailed again, so that the folder still holds each of them. Mail already
 * sent over SMTP is in the office's mailbox, beyond the server's reach; nothing is mailed about
 * the request once its erasure has answered. The links its replies carried go, and so does
 * every request merged into it: the same person's.
 */
export function createErasure({
  database,
  requests,
  reads,
  outbox,
  thread,
  answerLinks,
  mailDir,
  logger,
  onRequeued,
  eraseEvidence = async () => undefined,
}: {
  database: Pick<Database, "exclusive" | "write" | "forgetDeleted">;
  requests: Pick<RequestsRepository, "requeueNotification" | "holdNotification" | "erasing">;
  reads: Pick<RequestReads, "get" | "mergedInto">;
  outbox: Pick<OutboxRepository, "stopMailAbout" | "forgettingMailAbout">;
  thread: Pick<ThreadRepository, "forgetting">;
  answerLinks: Pick<AnswerLinks, "forgetting">;
  /** Where mail is written as files; null when it goes over SMTP. */
  mailDir: string | null;
  logger: Logger;
  onRequeued: () => void;
  /** The files the visitor sent with it, their keys first (server/evidence/). */
  eraseEvidence?: (id: string) => Promise<unknown>;
}) {
  async function eraseFiles(id: string) {
    if (!mailDir) return;
    const { files, alsoErased } = await eraseMailFilesOf(mailDir, id);
    let mailedAgain = 0;
    for (const other of alsoErased) {
      if (await requests.requeueNotification(other, Date.now(), undefined, "delivered")) mailedAgain++;
    }
    if (mailedAgain > 0) onRequeued();
    if (files > 0) logger.info("mail_files_erased", { contactId: id, files, mailedAgain });
  }

  /**
   * Nothing about the request goes out from here on: the mail waiting for it is dropped (a
   * reply's words are in the thread, which goes too) and its own notification held back. What
   * a delivery loop is sending this moment is waited for, so that it has gone before the
   * erasure answers, never after; a send that settles as a retry is dropped on the next round.
   */
  async function stopMail(id: string) {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const now = Date.now();
      const sending = (await outbox.stopMailAbout(id, now)) + ((await requests.holdNotification(id, now)) ? 1 : 0);
      if (sending === 0) return;
      if (now >= deadline) {
        // A process that died while sending leaves its lease until it runs out: nothing is sending.
        logger.warn("erasure_mail_in_flight", { contactId: id, waitedMs: IN_FLIGHT_WAIT_MS });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
    }
  }

  /** The statements that forget one request and everything the database holds of it. */
  const forgetting = (id: string): CompiledQuery[] => [
    ...outbox.forgettingMailAbout(id),
    thread.forgetting(id),
    answerLinks.forgetting(id),
    ...requests.erasing(id),
  ];

  /**
   * Erases a request while the caller holds its key (requestKey): false when there is none.
   * Everything the database holds of it, and of the requests merged into it, goes in one
   * transaction, with `also` (the office's audit record of the erasure, the action's id); then
   * the files the visitor sent. The caller then calls `forget`, once it has let go of the key.
   */
  async function eraseHeld(id: string, { also = [] }: { also?: CompiledQuery[] } = {}): Promise<boolean> {
    if (!(await reads.get(id))) return false;
    // The requests merged into it go as it does, and those merged into them.
    const all = [id];
    for (let at = 0; at < all.length; at++) {
      for (const merged of await reads.mergedInto(all[at]!)) if (!all.includes(merged.id)) all.push(merged.id);
    }
    for (const each of all) await stopMail(each);
    await database.write([...all.flatMap(forgetting), ...also]);
    for (const each of all) {
      await eraseEvidence(each);
      await eraseFiles(each);
    }
    return true;
  }

  return {
    eraseHeld,
    /** No byte of what was erased left in the database's files, as far as it goes at once (Database.forgetDeleted). */
    forget: async () => void (await database.forgetDeleted()),
    /** Erases a request, holding its key: false when there is none. */
    async erase(id: string): Promise<boolean> {
      const erased = await database.exclusive(requestKey(id), () => eraseHeld(id));
      if (erased) await database.forgetDeleted();
      return erased;
    },
    /**
     * A delivery that was in flight when its request was erased wrote its file afterwards:
     * that copy goes too.
     */
    async deliveredAfterErasure(id: string): Promise<void> {
      try {
        if (!(await reads.get(id))) await eraseFiles(id);
      } catch (error) {
        logger.error("erasure_failed", { contactId: id, error: errorMessage(error) });
      }
    },
  };
}

export type Erasure = ReturnType<typeof createErasure>;
