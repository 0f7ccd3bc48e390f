import { errorMessage, type Logger } from "../logger";
import { eraseMailFilesOf } from "../mail/mail-files";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { AnswerLinks } from "./answer-links";
import type { RequestReads } from "./reads";
import type { RequestsRepository } from "./repository";
import type { ThreadRepository } from "./thread-repository";

/**
 * Erasing one request at a visitor's request: every copy the server made goes. The row (and
 * the database's log of it), its delivery history, its thread (notes, replies, calls), the
 * mail about it still waiting in the outbox, and in file-mail mode its `.eml` files (the
 * office's notification, the replies) and any digest that held it. The other requests of
 * such a digest are mailed again, so that the folder still holds each of them. Mail already sent over SMTP is in the office's mailbox,
 * beyond the server's reach. The links its replies carried go, and so does every request merged
 * into it: the same person's.
 */
export function createErasure({
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
  requests: Pick<RequestsRepository, "erase" | "requeueNotification">;
  reads: Pick<RequestReads, "get" | "mergedInto">;
  outbox: Pick<OutboxRepository, "forgetAttempts" | "forgetMailAbout">;
  thread: Pick<ThreadRepository, "forget">;
  answerLinks: Pick<AnswerLinks, "forget">;
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

  async function erase(id: string): Promise<boolean> {
    // The requests merged into it first: each goes as this one does.
    for (const merged of await reads.mergedInto(id)) await erase(merged.id);
    const forgetWhatBelongs = async () => {
      await outbox.forgetAttempts(id);
      await outbox.forgetMailAbout(id);
      await thread.forget(id);
      await answerLinks.forget(id);
    };
    // What belongs to it first: erasing the row empties the database's log file.
    await forgetWhatBelongs();
    if (!(await requests.erase(id))) return false;
    // An office action that read the row before it went may have added a note or a reply
    // since; once the row is gone no action finds it. (The hourly purge sweeps orphans too.)
    await forgetWhatBelongs();
    await eraseEvidence(id);
    await eraseFiles(id);
    return true;
  }

  return {
    erase,
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
