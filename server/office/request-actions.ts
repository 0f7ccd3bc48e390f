import type { CompiledQuery } from "kysely";
import { randomUUID } from "node:crypto";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { firm } from "~/content/firm";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { createContactRequestSchemas, parseContactRequest } from "~/contract/contact-request";
import { requestReference } from "~/features/case-evaluation/request-reference";
import type { Config } from "../config";
import { DECISION_STAGES, type OfficeAuditAction, type RequestStage } from "../db/schema";
import type { Logger } from "../logger";
import { paceKey, type OutboxRepository } from "../mail/outbox-repository";
import { requestKey, type Erasure } from "../requests/erasure";
import type { RequestReads, RequestRow } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import type { ThreadEntry, ThreadRepository } from "../requests/thread-repository";
import type { RequestAction } from "./action-form";
import type { AuditRepository } from "./audit-repository";
import type { Once, Planned } from "./once";
import { composeAssignmentMail, composeReplyMail } from "./office-mail";
import { payloadFields, payloadText } from "./request-facts";
import type { OfficeSession } from "./sign-in";

/**
 * What an action came to: done; nothing to do (already so, or no such request); or refused
 * for a reason the page explains: a decision without its reason, a re-send or deletion not
 * confirmed, no email address to write to, an assignee who is not an office address, a
 * request out of spam that the endpoint would not have accepted, a reply while another had
 * gone to the visitor since the composer opened. "done_later": a reply queued to go a minute
 * after the last letter to the same address.
 */
export type ActionOutcome =
  | "done"
  | "done_later"
  | "unchanged"
  | "needs_reason"
  | "needs_confirmation"
  | "no_email"
  | "not_an_office_address"
  | "not_a_valid_request"
  | "replied_meanwhile";

/** What the page hears of an action: its outcome, whether it was a repeat of one done before, and who replied meanwhile. */
export type ActionAnswer = {
  outcome: ActionOutcome;
  repeat: boolean;
  meanwhile?: { author: string; at: number };
};

/** Request ids are UUIDs (the endpoint's randomUUID): anything else names no request and never reaches a query. */
export const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One plain address, as the notification's Reply-To requires: nothing a mail program could read as two. */
const SINGLE_ADDRESS = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+$/;

/** The endpoint's own rules, with its messages: a request out of spam is checked as it would have been on arrival. */
const schemas = createContactRequestSchemas(contactRequestMessages);

/**
 * A honeypot body as received, for "not spam": the fields without the trap, checked by the
 * endpoint's own schema as any request is; null when they are not a request the form or the
 * widget could have sent, which is then never mailed.
 */
function payloadFromSpam(raw: string): string | null {
  const fields = payloadFields(raw);
  if (!fields) return null;
  const { [HONEYPOT_FIELD]: _trap, ...rest } = fields;
  const parsed = parseContactRequest(rest, schemas);
  return parsed.success ? JSON.stringify(parsed.request.payload) : null;
}

/** The address to write to, when the request holds one that is a single plain address. */
export function replyAddress(row: Pick<RequestRow, "payload">): string | null {
  const email = payloadText(payloadFields(row.payload) ?? {}, "email").trim();
  return SINGLE_ADDRESS.test(email) ? email : null;
}

const isDecision = (stage: RequestStage) => (DECISION_STAGES as readonly RequestStage[]).includes(stage);

/**
 * What the office does to a request from its page: each action checked, planned from the
 * request as it is while no other action on it runs, committed in one transaction with its
 * audit record and its one-time id (./once.ts), then the delivery loop woken.
 */
export function createRequestActions({
  config,
  reads,
  requests,
  thread,
  outbox,
  audit,
  once,
  erasure,
  logger,
  onMailQueued,
}: {
  config: Pick<Config, "office" | "site" | "mail">;
  reads: Pick<RequestReads, "get">;
  requests: RequestsRepository;
  thread: ThreadRepository;
  outbox: OutboxRepository;
  audit: AuditRepository;
  once: Once;
  /** Erases a request with every copy the server made of it. */
  erasure: Pick<Erasure, "eraseHeld" | "forget">;
  logger: Logger;
  /** Mail was queued, or a notification made due again: the delivery loop should look now. */
  onMailQueued: () => void;
}) {
  const replyTo = { name: firm.name, address: config.mail.to[0]! };
  const statements = requests.statements;
  /**
   * Mail about one request to one address goes a minute apart at most: an assignment notice
   * within the minute of another to the same assignee folds into it (nothing new is sent); a
   * reply within the minute of the last one to that visitor waits until the minute is up.
   */
  const paceMs = config.office.mailPaceMs;

  const replyMail = (row: RequestRow, entry: ThreadEntry, to: string) =>
    composeReplyMail({
      entryId: entry.id,
      requestId: row.id,
      to,
      subject: entry.subject ?? "",
      body: entry.body,
      language: entry.language ?? "en",
      replyTo,
      from: config.mail.from,
    });

  /** The first reply or call: the time to first contact, and New becomes Contacted (with its line in the thread and the audit). */
  function contacted(session: OfficeSession, row: RequestRow, now: number): CompiledQuery[] {
    const writes = statements.recordingContact(row.id, now);
    if (row.stage !== "new") return writes;
    return [
      ...writes,
      // A millisecond later, so that the thread lists the move after the contact that made it.
      thread.adding({ requestId: row.id, kind: "stage", at: now + 1, author: session.email, detail: "contacted" })
        .query,
      audit.recording({ at: now, actor: session.email, action: "stage", requestId: row.id, detail: "contacted" }),
    ];
  }

  type Plan = { writes: CompiledQuery[]; audited: OfficeAuditAction; detail?: string; mail?: boolean; later?: boolean };

  async function plan(
    session: OfficeSession,
    row: RequestRow,
    action: RequestAction,
    now: number,
  ): Promise<ActionOutcome | Plan | { meanwhile: { author: string; at: number } }> {
    const { id } = row;
    const author = session.email;
    switch (action.intent) {
      case "stage": {
        if (row.stage === "spam" || row.stage === action.stage) return "unchanged";
        const reason = action.reason?.trim() || null;
        if (isDecision(action.stage) && !reason) return "needs_reason";
        return {
          writes: [
            statements.settingStage(id, action.stage, { reason, now }),
            thread.adding({ requestId: id, kind: "stage", at: now, author, detail: action.stage, body: reason ?? "" })
              .query,
          ],
          audited: "stage",
          detail: action.stage,
        };
      }
      case "assign": {
        const assignee = action.assignee || null;
        if (assignee && !config.office.emails.includes(assignee)) return "not_an_office_address";
        if ((row.assignee ?? null) === assignee) return "unchanged";
        const entry = thread.adding({ requestId: id, kind: "assign", at: now, author, detail: assignee ?? "" });
        const writes = [statements.assigning(id, assignee), entry.query];
        // Whoever assigns a request to themselves knows it already; a notice within a minute of the last folds into it.
        const key = assignee ? paceKey("assignment", id, assignee) : null;
        const notify = assignee && assignee !== author && !(await outbox.paced(key!, now - paceMs));
        if (notify) {
          writes.push(
            outbox.enqueuing({
              kind: "assignment",
              subjectRef: id,
              message: composeAssignmentMail({
                entryId: entry.id,
                requestId: id,
                reference: requestReference(id) ?? id,
                assignee,
                by: author,
                origin: config.site.origin,
                sender: { from: config.mail.from, to: [assignee] },
              }),
              now,
              paceKey: key,
            }).query,
          );
        }
        return { writes, audited: "assign", detail: assignee ?? "", mail: !!notify };
      }
      case "reply": {
        const to = replyAddress(row);
        if (!to || row.stage === "spam") return "no_email";
        // Another reply went since this composer opened: this one waits for its writer to see it.
        const latest = await thread.latestReply(id);
        if (action.seen !== undefined && (latest?.id ?? "") !== action.seen) {
          return { meanwhile: { author: latest!.author, at: latest!.at } };
        }
        const key = paceKey("reply", id, to);
        const last = await outbox.paced(key, now - 10 * paceMs);
        const dueAt = last && last.lastDueAt + paceMs > now ? last.lastDueAt + paceMs : now;
        const entry: ThreadEntry = {
          id: randomUUID(),
          requestId: id,
          kind: "reply",
          at: now,
          author,
          body: action.body,
          subject: action.subject,
          template: action.template ?? null,
          language: action.language,
          outboxId: randomUUID(),
          detail: null,
        };
        return {
          writes: [
            // A reply is never sent without its record in the thread: both in one transaction.
            thread.adding(entry).query,
            outbox.enqueuing({
              id: entry.outboxId!,
              kind: "reply",
              subjectRef: id,
              message: replyMail(row, entry, to),
              now,
              dueAt,
              paceKey: key,
            }).query,
            ...contacted(session, row, now),
          ],
          audited: "reply",
          detail: `${action.template ?? "own words"} ${action.language}`,
          mail: true,
          later: dueAt > now,
        };
      }
      case "reply_again": {
        const entry = await thread.get(id, action.entry);
        const to = replyAddress(row);
        // Marked spam since the first send: nothing more goes to that address.
        if (!entry?.outboxId || entry.kind !== "reply" || !to || row.stage === "spam") return "unchanged";
        const state = (await outbox.states([entry.outboxId], now)).get(entry.outboxId);
        if (state?.status !== "failed") return "unchanged";
        return {
          writes: [outbox.requeueing(entry.outboxId, replyMail(row, entry, to), now)],
          audited: "reply_again",
          mail: true,
        };
      }
      case "call":
        return {
          writes: [
            thread.adding({ requestId: id, kind: "call", at: now, author, body: action.body ?? "" }).query,
            ...contacted(session, row, now),
          ],
          audited: "call",
        };
      case "note":
        return {
          writes: [thread.adding({ requestId: id, kind: "note", at: now, author, body: action.body }).query],
          audited: "note",
        };
      case "deliver": {
        if (row.status === "spam") return "unchanged";
        if (row.status === "delivered" && action.confirm !== "yes") return "needs_confirmation";
        return { writes: statements.requeueingNotification(id, now), audited: "deliver_again", mail: true };
      }
      case "spam":
        if (row.status === "spam") return "unchanged";
        return { writes: [statements.markingSpam(id, now)], audited: "spam" };
      case "not_spam": {
        if (row.status !== "spam") return "unchanged";
        const payload = payloadFromSpam(row.payload);
        if (payload === null) {
          logger.info("office_action_refused", { action: action.intent, contactId: id, reason: "not_a_valid_request" });
          return "not_a_valid_request";
        }
        return { writes: statements.unmarkingSpam(id, now, payload, row.source), audited: "not_spam", mail: true };
      }
      case "delete":
        throw new Error("an erasure is planned by act()");
    }
  }

  return {
    /**
     * Acts on a request once for the form's one-time id (`onceId`): a repeat of it gets the
     * first outcome. Actions on one request go one at a time, erasure included.
     */
    async act(session: OfficeSession, id: string, action: RequestAction, onceId: string): Promise<ActionAnswer> {
      if (!REQUEST_ID.test(id)) return { outcome: "unchanged", repeat: false };
      let meanwhile: ActionAnswer["meanwhile"];
      const { result, repeat } = await once<ActionOutcome>(
        session,
        { id: onceId, key: requestKey(id), requestId: id },
        async (): Promise<Planned<ActionOutcome>> => {
          const row = await reads.get(id);
          if (!row) return { result: "unchanged" };
          const now = Date.now();
          const record = (audited: OfficeAuditAction, detail?: string) =>
            audit.recording({ at: now, actor: session.email, action: audited, requestId: id, detail });
          const logged = () => logger.info("office_action", { action: action.intent, contactId: id });
          if (action.intent === "delete") {
            if (action.confirm !== "yes") return { result: "needs_confirmation" };
            return {
              result: "done",
              commit: async (done: CompiledQuery[]) => {
                await erasure.eraseHeld(id, { also: [record("delete"), ...done] });
              },
              afterwards: logged,
            };
          }
          const planned = await plan(session, row, action, now);
          if (typeof planned === "string") return { result: planned };
          if ("meanwhile" in planned) {
            meanwhile = planned.meanwhile;
            return { result: "replied_meanwhile" };
          }
          return {
            result: planned.later ? "done_later" : "done",
            writes: [...planned.writes, record(planned.audited, planned.detail)],
            afterwards() {
              if (planned.mail) onMailQueued();
              logged();
            },
          };
        },
      );
      // Once the key is let go: no byte of an erased request left in the database's files.
      if (action.intent === "delete" && result === "done" && !repeat) await erasure.forget();
      return { outcome: result, repeat, ...(meanwhile ? { meanwhile } : {}) };
    },
  };
}

export type RequestActions = ReturnType<typeof createRequestActions>;
