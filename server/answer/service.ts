import { randomUUID } from "node:crypto";
import { requestReference } from "~/contract/request-reference";
import type { Config } from "../config";
import type { Database } from "../db/open";
import { createLimiter } from "../limits/limiter";
import type { Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import { composeAnswerNoticeMail } from "../office/office-mail";
import { looksLikeToken } from "../tokens";
import type { AnswerLinks } from "../requests/answer-links";
import type { RequestReads } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import type { ThreadRepository } from "../requests/thread-repository";

/** The longest answer, as the case form's description. */
export const ANSWER_MAX = 10_000;
/** Answers one client may send a minute: far more than a person writes. */
const ANSWERS_PER_MINUTE = 6;
const COOKIE = "answer_link";

export type AnswerOutcome = "done" | "expired" | "empty" | "too_long" | "limited";

/** What the answer page's loader and action can do for the request it serves (React Router's load context). */
export type AnswerContext = {
  /** The link this browser holds: until when it works, or null when it does not. */
  link(): Promise<{ expiresAt: number } | null>;
  /** Adds the visitor's answer to their request's thread and tells the office. */
  answer(text: string): Promise<AnswerOutcome>;
};

/** Where the page of a link in `language` is, and so the path its cookie is for. */
export const answerPath = (language: "en" | "es") => (language === "es" ? "/es/answer" : "/answer");

/**
 * The visitor's way into their request's thread: a link from a reply (server/requests/
 * answer-links.ts) opens the page; its token moves into a cookie for that page, so it leaves
 * the address bar and the history; what they write lands in the thread and tells the
 * assignee (or, with nobody assigned, the office) that an answer arrived, and nothing of it.
 */
export function createAnswers({
  config,
  database,
  links,
  reads,
  requests,
  thread,
  outbox,
  logger,
  wakeDelivery,
}: {
  config: Pick<Config, "site" | "mail" | "office">;
  database: Database;
  links: AnswerLinks;
  reads: Pick<RequestReads, "get">;
  requests: Pick<RequestsRepository, "recordAnswer">;
  thread: Pick<ThreadRepository, "adding">;
  outbox: Pick<OutboxRepository, "enqueue">;
  logger: Logger;
  wakeDelivery: () => void;
}) {
  const perClient = createLimiter(database)({
    name: "answer",
    limit: ANSWERS_PER_MINUTE,
    windowMs: 60_000,
    per: "client",
  });

  /** The request an answer lands on: the link's, or the one it was merged into. */
  async function target(requestId: string) {
    let row = await reads.get(requestId);
    for (let hops = 0; row?.merged_into && hops < 5; hops++) row = await reads.get(row.merged_into);
    return row;
  }

  return {
    /** The Set-Cookie header that holds a link's token for its page, until it expires at most. */
    holdLink(token: string, language: "en" | "es"): string {
      const safe = looksLikeToken(token) ? token : "";
      const secure = config.site.https ? "; Secure" : "";
      const maxAge = safe ? Math.round(config.office.answerLinkMs / 1000) : 0;
      return `${COOKIE}=${safe}; Path=${answerPath(language)}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
    },
    forRequest(request: Request, clientAddress: string): AnswerContext {
      const token = /(?:^|;\s*)answer_link=([A-Za-z0-9_-]{43})(?:;|$)/.exec(request.headers.get("cookie") ?? "")?.[1];
      return {
        async link() {
          const link = token ? await links.open(token, Date.now()) : null;
          if (!link || !(await target(link.requestId))) return null;
          return { expiresAt: link.expiresAt };
        },
        async answer(text) {
          const now = Date.now();
          const link = token ? await links.open(token, now) : null;
          const row = link ? await target(link.requestId) : null;
          if (!link || !row) return "expired";
          const body = text.replace(/\r\n?/g, "\n").trim();
          if (!body) return "empty";
          if (body.length > ANSWER_MAX) return "too_long";
          if (!(await perClient.take(clientAddress)).allowed) return "limited";
          const entryId = randomUUID();
          await requests.recordAnswer(
            row.id,
            now,
            thread.adding([
              { id: entryId, requestId: row.id, kind: "answer", at: now, author: "", body, language: link.language },
            ]),
          );
          logger.info("visitor_answer", { contactId: row.id });
          // Spam gets its answer kept and nobody told.
          if (row.stage !== "spam") {
            const to = row.assignee ? [row.assignee] : config.mail.to;
            await outbox.enqueue({
              kind: "answer_notice",
              subjectRef: row.id,
              message: composeAnswerNoticeMail({
                entryId,
                requestId: row.id,
                reference: requestReference(row.id) ?? row.id,
                assigned: row.assignee !== null,
                origin: config.site.origin,
                sender: { from: config.mail.from, to },
              }),
              now,
            });
            wakeDelivery();
          }
          return "done";
        },
      };
    },
  };
}

export type Answers = ReturnType<typeof createAnswers>;
