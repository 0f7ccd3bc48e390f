import { randomUUID } from "node:crypto";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { firm } from "~/content/firm";
import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import { createContactRequestSchemas, parseContactRequest } from "~/contract/contact-request";
import { REQUEST_ID, requestReference } from "~/contract/request-reference";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { dayIn, isoDay } from "~/lib/calendar-day";
import { leadPayload, shownFact, type NewLead } from "~/office/lead-forms";
import { FACT_KEYS, type FactKey } from "~/office/lead-fields";
import { letterDay } from "~/office/words";
import type { Config } from "../config";
import { DECISION_STAGES, type OfficeAuditAction, type RequestStage } from "../db/schema";
import type { Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { AnswerLinks } from "../requests/answer-links";
import { factChanges, factsOf, type Facts } from "../payload/facts";
import { mergeRefusal } from "../requests/merges";
import type { RequestReads, RequestRow } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import type { NewThreadEntry, ThreadEntry, ThreadRepository } from "../requests/thread-repository";
import type { BulkAction, RequestAction } from "./action-form";
import type { AuditRepository } from "../audit/audit-repository";
import { composeAssignmentMail, composeReplyMail } from "./office-mail";
import { payloadFields, payloadText, workingFields } from "./request-facts";
import { composeUploadLinkMail, type UploadLinkFor } from "./upload-link";
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
  | "not_a_valid_request"
  /** A call's outcome "call back" without the time. */
  | "needs_time"
  /** No request has the reference given to merge with. */
  | "not_found"
  /** The two cannot be merged: spam, merged already, or the same request. */
  | "merge_refused"
  /** The merge was undone already, is too old, or is not this request's. */
  | "cannot_undo";

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
export function replyAddress(row: Pick<RequestRow, "payload" | "facts">): string | null {
  const email = payloadText(workingFields(row), "email").trim();
  return SINGLE_ADDRESS.test(email) ? email : null;
}

/** What the bulk form came to: how many requests it changed, how many were so already; or why it was refused. */
export type BulkOutcome =
  | { outcome: "done"; changed: number; unchanged: number }
  | { outcome: "needs_reason" | "not_an_office_address" | "none_chosen" };

const isDecision = (stage: RequestStage) => (DECISION_STAGES as readonly RequestStage[]).includes(stage);

/** What the office does to a request from its page: each action checked, recorded with who and when, and audited. */
export function createRequestActions({
  config,
  reads,
  requests,
  thread,
  outbox,
  audit,
  answerLinks,
  erase,
  logger,
  onMailQueued,
  uploadLink,
}: {
  config: Pick<Config, "office" | "site" | "mail">;
  reads: Pick<RequestReads, "get" | "byReference">;
  requests: RequestsRepository;
  thread: ThreadRepository;
  outbox: OutboxRepository;
  audit: AuditRepository;
  answerLinks: AnswerLinks;
  /** Erases a request with every copy the server made of it. */
  erase: (id: string) => Promise<boolean>;
  logger: Logger;
  /** Mail was queued, or a notification made due again: the delivery loop should look now. */
  onMailQueued: () => void;
  /** A link to send files for a request, with a credential of its own (server/evidence/). */
  uploadLink?: UploadLinkFor;
}) {
  const replyTo = { name: firm.name, address: config.mail.to[0]! };

  /**
   * A reply as mail, ending with the link to the page where the visitor answers: a new link
   * for each send, for this request only, in the reply's language; the statement that stores
   * it commits with the reply's entry or re-send.
   */
  function replyMail(row: RequestRow, entry: ThreadEntry, to: string, now: number) {
    const language = entry.language === "es" ? "es" : "en";
    const link = answerLinks.issue(row.id, language, now, config.office.answerLinkMs);
    const until = letterDay(isoDay(dayIn(OFFICE_TIME_ZONE, now + config.office.answerLinkMs)), language);
    const mail = composeReplyMail({
      entryId: entry.id,
      requestId: row.id,
      to,
      subject: entry.subject ?? "",
      body: entry.body,
      language,
      replyTo,
      from: config.mail.from,
      answer: { url: `${config.site.origin}${language === "es" ? "/es" : ""}/answer/${link.token}`, until },
    });
    return { mail, linkStatement: link.statement };
  }

  /**
   * The first reply or call that reached them: the time to first contact, and New becomes
   * Contacted. `entries` (the call's own) commit with it.
   */
  async function contacted(session: OfficeSession, id: string, now: number, entries: NewThreadEntry[] = []) {
    const { contacted: moved } = await requests.recordContact(id, now, thread.adding(entries));
    if (!moved) return;
    // A millisecond later, so that the thread lists the move after the contact that made it.
    await thread.add({ requestId: id, kind: "stage", at: now + 1, author: session.email, detail: "contacted" });
    await audit.record({ at: now, actor: session.email, action: "stage", requestId: id, detail: "contacted" });
  }

  const referenceOf = (id: string) => requestReference(id) ?? id;

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
          previous: null,
          dueAt: null,
          originId: null,
        };
        const { mail, linkStatement } = replyMail(row, entry, to, now);
        // The thread first: a reply is never sent without its record in the thread, nor its link without its request.
        await thread.add(entry, [linkStatement]);
        await outbox.enqueue({ id: entry.outboxId!, kind: "reply", subjectRef: id, message: mail, now });
        onMailQueued();
        await contacted(session, id, now);
        return { audited: "reply", detail: `${action.template ?? "own words"} ${action.language}` } as const;
      }
      case "reply_again": {
        const entry = await thread.get(id, action.entry);
        const to = replyAddress(row);
        // Marked spam since the first send: nothing more goes to that address.
        if (!entry?.outboxId || entry.kind !== "reply" || !to || row.stage === "spam") return "unchanged";
        // A link's credential is kept nowhere: sent again, the message carries a new one (an upload
        // link, or the link to answer).
        if (entry.template === "upload_link" && uploadLink) {
          const again = composeUploadLinkMail({ row, entry, to, uploadLink, replyTo, from: config.mail.from }).mail;
          if (!(await outbox.requeue(entry.outboxId, again, now))) return "unchanged";
        } else {
          const { mail, linkStatement } = replyMail(row, entry, to, now);
          if (!(await outbox.requeue(entry.outboxId, mail, now, [linkStatement]))) return "unchanged";
        }
        onMailQueued();
        return { audited: "reply_again" } as const;
      }
      case "call": {
        // Only a call that reached them is a contact; any other is an attempt, and the banner keeps them.
        if (action.outcome === "call_back" && !action.callBackAt) return "needs_time";
        const entry: NewThreadEntry = {
          requestId: id,
          kind: "call",
          at: now,
          author,
          body: action.body ?? "",
          detail: action.outcome,
          dueAt: action.outcome === "call_back" ? (action.callBackAt ?? null) : null,
        };
        if (action.outcome === "spoke") await contacted(session, id, now, [entry]);
        else await requests.recordAttempt(id, thread.adding([entry]));
        return { audited: "call", detail: action.outcome } as const;
      }
      case "merge": {
        const other = action.other
          ? await reads.get(action.other)
          : action.reference
            ? await reads.byReference(action.reference)
            : null;
        if (!other) return "not_found";
        if (mergeRefusal(row, other)) return "merge_refused";
        const merged = await requests.merge(id, other.id, {
          author,
          now,
          andThen: (intoId, fromId) =>
            thread.adding([
              { requestId: intoId, kind: "merge", at: now, author, detail: fromId, body: referenceOf(fromId) },
            ]),
        });
        if (!merged) return "merge_refused";
        return { audited: "merge", detail: merged.fromId, requestId: merged.intoId } as const;
      }
      case "unmerge": {
        const undone = await requests.unmerge(action.merge, {
          concerning: id,
          author,
          now,
          firstContactSince: (intoId, fromId, since) => thread.firstContactSince(intoId, since, fromId),
          andThen: (intoId, fromId) =>
            thread.adding([
              { requestId: intoId, kind: "unmerge", at: now, author, detail: fromId, body: referenceOf(fromId) },
              { requestId: fromId, kind: "unmerge", at: now, author, detail: fromId, body: referenceOf(fromId) },
            ]),
        });
        if (!undone) return "cannot_undo";
        return { audited: "unmerge", detail: undone.fromId, requestId: undone.intoId } as const;
      }
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
      case "upload_link": {
        const to = replyAddress(row);
        if (!to || row.stage === "spam" || !uploadLink) return "no_email";
        const entry: ThreadEntry = {
          id: randomUUID(),
          requestId: id,
          kind: "reply",
          at: now,
          author,
          body: "",
          subject: null,
          template: "upload_link",
          language: action.language,
          outboxId: randomUUID(),
          detail: null,
          previous: null,
          dueAt: null,
          originId: null,
        };
        const { mail, recorded } = composeUploadLinkMail({
          row,
          entry,
          to,
          uploadLink,
          replyTo,
          from: config.mail.from,
        });
        // The thread keeps the message without its link: the credential is in the mail alone.
        await thread.add({ ...entry, ...recorded });
        await outbox.enqueue({ id: entry.outboxId!, kind: "reply", subjectRef: id, message: mail, now });
        onMailQueued();
        await contacted(session, id, now);
        return { audited: "upload_link", detail: action.language } as const;
      }
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
      const {
        audited,
        detail,
        requestId = id,
      } = result as {
        audited: OfficeAuditAction;
        detail?: string;
        requestId?: string;
      };
      await audit.record({ at: now, actor: session.email, action: audited, requestId, detail });
      logger.info("office_action", { action: action.intent, contactId: requestId });
      return "done";
    },

    /**
     * The facts form: every fact it posted, as the page showed them. Each one that changed is
     * stored and becomes a thread entry (who, what, from, to) in the same transaction; the
     * deadlines follow a corrected incident date. A fact set back to what the visitor sent is
     * theirs again.
     */
    async setFacts(session: OfficeSession, id: string, posted: Record<FactKey, string>): Promise<ActionOutcome> {
      if (!REQUEST_ID.test(id)) return "unchanged";
      const row = await reads.get(id);
      if (!row || row.stage === "merged") return "unchanged";
      const now = Date.now();
      const sent = payloadFields(row.payload) ?? {};
      const current = factsOf(row.facts);
      const working = workingFields(row);
      const shown = Object.fromEntries(FACT_KEYS.map((key) => [key, shownFact(key, working[key])]));
      const changes = factChanges(shown, posted);
      if (changes.length === 0) return "unchanged";
      const next: Facts = { ...current };
      for (const { key, to } of changes) {
        if (to === shownFact(key, sent[key]) && sent[key] !== undefined) delete next[key];
        else next[key] = to;
      }
      const entries = changes.map(({ key, from, to }, index) => ({
        requestId: id,
        kind: "fact" as const,
        // A millisecond apart, so the thread keeps the form's order.
        at: now + index,
        author: session.email,
        detail: key,
        previous: from,
        body: to,
      }));
      if (!(await requests.setFacts(id, next, thread.adding(entries)))) return "unchanged";
      // The audit names the facts changed, never their values.
      const detail = changes
        .map(({ key }) => key)
        .join(" ")
        .slice(0, 200);
      await audit.record({ at: now, actor: session.email, action: "facts", requestId: id, detail });
      logger.info("office_action", { action: "facts", contactId: id });
      return "done";
    },

    /** A lead the office entered: a reference, in the pipeline at once, nothing mailed to anyone. Its id. */
    async enterLead(session: OfficeSession, lead: NewLead): Promise<string> {
      const now = Date.now();
      const { payload, channel } = leadPayload(lead);
      const author = session.email;
      const id = await requests.enterLead(
        { payload, channel },
        {
          now,
          spoke: lead.spoke,
          facts: lead.bookingNumber ? { bookingNumber: lead.bookingNumber } : {},
          entries: (requestId) =>
            thread.adding([
              { requestId, kind: "entered", at: now, author, detail: channel },
              ...(lead.spoke ? [{ requestId, kind: "stage" as const, at: now + 1, author, detail: "contacted" }] : []),
            ]),
        },
      );
      await audit.record({ at: now, actor: author, action: "lead", requestId: id, detail: channel });
      logger.info("office_action", { action: "lead", contactId: id });
      return id;
    },

    /** The list's bulk form: the same action on each request ticked, each checked, recorded and audited as on its page. */
    async bulk(session: OfficeSession, bulk: BulkAction): Promise<BulkOutcome> {
      if (bulk.ids.length === 0) return { outcome: "none_chosen" };
      let action: RequestAction;
      if (bulk.action === "spam") action = { intent: "spam" };
      else if (bulk.action === "assign") {
        const assignee = bulk.assignee ?? "";
        if (assignee && !config.office.emails.includes(assignee)) return { outcome: "not_an_office_address" };
        action = { intent: "assign", assignee };
      } else {
        if (!bulk.stage) return { outcome: "none_chosen" };
        if (isDecision(bulk.stage) && !bulk.reason?.trim()) return { outcome: "needs_reason" };
        action = { intent: "stage", stage: bulk.stage, reason: bulk.reason };
      }
      let changed = 0;
      for (const id of bulk.ids) if ((await this.act(session, id, action)) === "done") changed++;
      return { outcome: "done", changed, unchanged: bulk.ids.length - changed };
    },
  };
}

export type RequestActions = ReturnType<typeof createRequestActions>;
