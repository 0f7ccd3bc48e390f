import { randomUUID } from "node:crypto";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { firm } from "~/content/firm";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { createContactRequestSchemas, parseContactRequest } from "~/contract/contact-request";
import { REQUEST_ID, requestReference } from "~/contract/request-reference";
import type { Config } from "../config";
import { DECISION_STAGES, type OfficeAuditAction, type RequestStage } from "../db/schema";
import type { Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { RequestReads, RequestRow } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import type { ThreadEntry, ThreadRepository } from "../requests/thread-repository";
import type { RequestAction } from "./action-form";
import type { AuditRepository } from "./audit-repository";
import { composeAssignmentMail, composeReplyMail } from "./office-mail";
import { payloadFields, payloadText } from "./request-facts";
import type { OfficeSession } from "./sign-in";

/**
 * What an action came to: done; nothing to do (already so, or no such request); or refused
 * for a reason the page explains: a decision without its reason, a re-send or deletion not
 * confirmed, no email address to write to, an assignee who is not an office address, a
 * request out of spam that the endpoint would not have accepted.
 */
export type ActionOutcome =
  | "done"
  | "unchanged"
  | "needs_reason"
  | "needs_confirmation"
  | "no_email"
  | "not_an_office_address"
  | "not_a_valid_request";

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

/** What the office does to a request from its page: each action checked, recorded with who and when, and audited. */
export function createRequestActions({
  config,
  reads,
  requests,
  thread,
  outbox,
  audit,
  erase,
  logger,
  onMailQueued,
}: {
  config: Pick<Config, "office" | "site" | "mail">;
  reads: Pick<RequestReads, "get">;
  requests: RequestsRepository;
  thread: ThreadRepository;
  outbox: OutboxRepository;
  audit: AuditRepository;
  /** Erases a request with every copy the server made of it. */
  erase: (id: string) => Promise<boolean>;
  logger: Logger;
  /** Mail was queued, or a notification made due again: the delivery loop should look now. */
  onMailQueued: () => void;
}) {
  const replyTo = { name: firm.name, address: config.mail.to[0]! };

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

  /** The first reply or call: the time to first contact, and New becomes Contacted. */
  async function contacted(session: OfficeSession, id: string, now: number) {
    const { contacted: moved } = await requests.recordContact(id, now);
    if (!moved) return;
    // A millisecond later, so that the thread lists the move after the contact that made it.
    await thread.add({ requestId: id, kind: "stage", at: now + 1, author: session.email, detail: "contacted" });
    await audit.record({ at: now, actor: session.email, action: "stage", requestId: id, detail: "contacted" });
  }

  async function perform(session: OfficeSession, row: RequestRow, action: RequestAction, now: number) {
    const { id } = row;
    const author = session.email;
    switch (action.intent) {
      case "stage": {
        if (row.stage === "spam") return "unchanged";
        const reason = action.reason?.trim() || null;
        if (isDecision(action.stage) && !reason) return "needs_reason";
        if (!(await requests.setStage(id, action.stage, { reason, now }))) return "unchanged";
        await thread.add({ requestId: id, kind: "stage", at: now, author, detail: action.stage, body: reason ?? "" });
        return { audited: "stage", detail: action.stage } as const;
      }
      case "assign": {
        const assignee = action.assignee || null;
        if (assignee && !config.office.emails.includes(assignee)) return "not_an_office_address";
        if (!(await requests.assign(id, assignee))) return "unchanged";
        const entryId = await thread.add({ requestId: id, kind: "assign", at: now, author, detail: assignee ?? "" });
        // Whoever assigns a request to themselves knows it already.
        if (assignee && assignee !== author) {
          await outbox.enqueue({
            kind: "assignment",
            subjectRef: id,
            message: composeAssignmentMail({
              entryId,
              requestId: id,
              reference: requestReference(id) ?? id,
              assignee,
              by: author,
              origin: config.site.origin,
              sender: { from: config.mail.from, to: [assignee] },
            }),
            now,
          });
          onMailQueued();
        }
        return { audited: "assign", detail: assignee ?? "" } as const;
      }
      case "reply": {
        const to = replyAddress(row);
        if (!to || row.stage === "spam") return "no_email";
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
        // The thread first: a reply is never sent without its record in the thread.
        await thread.add(entry);
        await outbox.enqueue({
          id: entry.outboxId!,
          kind: "reply",
          subjectRef: id,
          message: replyMail(row, entry, to),
          now,
        });
        onMailQueued();
        await contacted(session, id, now);
        return { audited: "reply", detail: `${action.template ?? "own words"} ${action.language}` } as const;
      }
      case "reply_again": {
        const entry = await thread.get(id, action.entry);
        const to = replyAddress(row);
        // Marked spam since the first send: nothing more goes to that address.
        if (!entry?.outboxId || entry.kind !== "reply" || !to || row.stage === "spam") return "unchanged";
        if (!(await outbox.requeue(entry.outboxId, replyMail(row, entry, to), now))) return "unchanged";
        onMailQueued();
        return { audited: "reply_again" } as const;
      }
      case "call":
        await thread.add({ requestId: id, kind: "call", at: now, author, body: action.body ?? "" });
        await contacted(session, id, now);
        return { audited: "call" } as const;
      case "note":
        await thread.add({ requestId: id, kind: "note", at: now, author, body: action.body });
        return { audited: "note" } as const;
      case "deliver": {
        if (row.status === "spam") return "unchanged";
        if (row.status === "delivered" && action.confirm !== "yes") return "needs_confirmation";
        if (!(await requests.requeueNotification(id, now))) return "unchanged";
        onMailQueued();
        return { audited: "deliver_again" } as const;
      }
      case "spam":
        return (await requests.markSpam(id, now)) ? ({ audited: "spam" } as const) : "unchanged";
      case "not_spam": {
        if (row.status !== "spam") return "unchanged";
        const payload = payloadFromSpam(row.payload);
        if (payload === null) {
          logger.info("office_action_refused", { action: action.intent, contactId: id, reason: "not_a_valid_request" });
          return "not_a_valid_request";
        }
        if (!(await requests.unmarkSpam(id, now, payload, row.source))) return "unchanged";
        onMailQueued();
        return { audited: "not_spam" } as const;
      }
      case "delete":
        if (action.confirm !== "yes") return "needs_confirmation";
        return (await erase(id)) ? ({ audited: "delete" } as const) : "unchanged";
    }
  }

  return {
    async act(session: OfficeSession, id: string, action: RequestAction): Promise<ActionOutcome> {
      if (!REQUEST_ID.test(id)) return "unchanged";
      const row = await reads.get(id);
      if (!row) return "unchanged";
      const now = Date.now();
      const result = await perform(session, row, action, now);
      if (typeof result === "string") return result;
      const { audited, detail } = result as { audited: OfficeAuditAction; detail?: string };
      await audit.record({ at: now, actor: session.email, action: audited, requestId: id, detail });
      logger.info("office_action", { action: action.intent, contactId: id });
      return "done";
    },
  };
}

export type RequestActions = ReturnType<typeof createRequestActions>;
