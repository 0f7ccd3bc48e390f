import type { CompiledQuery } from "kysely";
import { createHash, randomUUID } from "node:crypto";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { firm as bundledFirm } from "~/content/firm";
import type { Language } from "~/lib/language";
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
import { paceKey, type OutboxRepository } from "../mail/outbox-repository";
import type { AnswerLinks } from "../requests/answer-links";
import { requestKey, type Erasure } from "../requests/erasure";
import { factChanges, factsOf, type Facts } from "../payload/facts";
import { mergeRefusal } from "../requests/merges";
import type { RequestReads, RequestRow } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import type { NewThreadEntry, ThreadEntry, ThreadRepository } from "../requests/thread-repository";
import type { BulkAction, RequestAction } from "./action-form";
import type { AuditRepository } from "../audit/audit-repository";
import { composeAssignmentMail, composeReplyMail } from "./office-mail";
import type { Once, Planned } from "./once";
import { payloadFields, payloadText, workingFields } from "./request-facts";
import { composeUploadLinkMail, type FirmFacts, type UploadLinkFor } from "./upload-link";
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
  | "replied_meanwhile"
  /** A call's outcome "call back" without the time. */
  | "needs_time"
  /** No request has the reference given to merge with. */
  | "not_found"
  /** The two cannot be merged: spam, merged already, or the same request. */
  | "merge_refused"
  /** The merge was undone already, is too old, or is not this request's. */
  | "cannot_undo";

/** What the page hears of an action: its outcome, whether it was a repeat of one done before, and who replied meanwhile. */
export type ActionAnswer = {
  outcome: ActionOutcome;
  repeat: boolean;
  meanwhile?: { author: string; at: number };
};
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
  answerLinks,
  logger,
  onMailQueued,
  uploadLink,
  bookingLink,
  firmFacts = async () => ({ name: bundledFirm.name, phone: bundledFirm.phone.display }),
}: {
  config: Pick<Config, "office" | "site" | "mail">;
  reads: Pick<RequestReads, "get" | "byReference">;
  requests: RequestsRepository;
  thread: ThreadRepository;
  outbox: OutboxRepository;
  audit: AuditRepository;
  once: Once;
  /** Erases a request with every copy the server made of it. */
  erasure: Pick<Erasure, "eraseHeld" | "forget">;
  answerLinks: AnswerLinks;
  logger: Logger;
  /** Mail was queued, or a notification made due again: the delivery loop should look now. */
  onMailQueued: () => void;
  /** A link to send files for a request, with a credential of its own (server/evidence/). */
  uploadLink?: UploadLinkFor;
  /**
   * While the firm lets visitors pick a consultation's time: the pick page's link for a request,
   * in a language (server/agenda/self-booking.ts), which the "received" reply ends with; else null.
   */
  bookingLink?: (requestId: string, language: "en" | "es", now: number) => Promise<string | null>;
  /** The firm's name and phone as the published version has them (the bundled ones without a site editor). */
  firmFacts?: (language: Language) => Promise<FirmFacts>;
}) {
  /** Replies come from the firm by its published name, to the office's address. */
  const replyToFrom = (firm: FirmFacts) => ({ name: firm.name, address: config.mail.to[0]! });
  /** The "received" letter offers the visitor a time to pick, while the firm lets them: the pick page's link. */
  const receivedBooking = async (id: string, entry: ThreadEntry, now: number) =>
    entry.template === "received" && bookingLink
      ? await bookingLink(id, entry.language === "es" ? "es" : "en", now)
      : null;
  const statements = requests.statements;
  /**
   * Mail about one request to one address goes a minute apart at most: an assignment notice
   * within the minute of another to the same assignee folds into it (nothing new is sent); a
   * reply within the minute of the last one to that visitor waits until the minute is up.
   */
  const paceMs = config.office.mailPaceMs;

  /**
   * A reply as mail, ending with the link to the page where the visitor answers: a new link
   * for each send, for this request only, in the reply's language; the statement that stores
   * it commits with the reply's entry or re-send.
   */
  function replyMail(
    row: RequestRow,
    entry: ThreadEntry,
    to: string,
    now: number,
    firm: FirmFacts,
    booking: string | null = null,
  ) {
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
      replyTo: replyToFrom(firm),
      from: config.mail.from,
      answer: { url: `${config.site.origin}${language === "es" ? "/es" : ""}/answer/${link.token}`, until },
      ...(booking ? { booking } : {}),
    });
    return { mail, linkStatement: link.statement };
  }

  /** The first reply or call that reached them: the time to first contact, and New becomes Contacted (with its line in the thread and the audit). */
  function contacted(session: OfficeSession, row: RequestRow, now: number): CompiledQuery[] {
    const writes = statements.recordingContact(row.id, now);
    if (row.stage !== "new") return writes;
    return [
      ...writes,
      // A millisecond later, so that the thread lists the move after the contact that made it.
      thread.addingEntry({ requestId: row.id, kind: "stage", at: now + 1, author: session.email, detail: "contacted" })
        .query,
      audit.recording({ at: now, actor: session.email, action: "stage", requestId: row.id, detail: "contacted" }),
    ];
  }

  const referenceOf = (id: string) => requestReference(id) ?? id;

  /**
   * An action's plan: its statements (`writes`), or, for a write a table's owner makes in steps
   * (a merge, a call that did not reach them), `commit`, which writes with the statements it is
   * given (the audit record, the action's id) in its last transaction and says when it found
   * nothing to do after all. `requestId`: the request the audit names, when not the page's.
   */
  type Plan = {
    audited: OfficeAuditAction;
    detail?: string;
    mail?: boolean;
    later?: boolean;
  } & (
    | { writes: CompiledQuery[]; commit?: undefined }
    | {
        writes?: undefined;
        commit: (
          also: (audit: { requestId?: string; detail?: string }) => CompiledQuery[],
        ) => Promise<ActionOutcome | void>;
      }
  );

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
        if (row.stage === "spam" || row.stage === "merged" || row.stage === action.stage) return "unchanged";
        const reason = action.reason?.trim() || null;
        if (isDecision(action.stage) && !reason) return "needs_reason";
        return {
          writes: [
            ...statements.settingStage(id, action.stage, { reason, now }),
            thread.addingEntry({
              requestId: id,
              kind: "stage",
              at: now,
              author,
              detail: action.stage,
              body: reason ?? "",
            }).query,
          ],
          audited: "stage",
          detail: action.stage,
        };
      }
      case "assign": {
        const assignee = action.assignee || null;
        if (assignee && !config.office.emails.includes(assignee)) return "not_an_office_address";
        if ((row.assignee ?? null) === assignee) return "unchanged";
        const entry = thread.addingEntry({ requestId: id, kind: "assign", at: now, author, detail: assignee ?? "" });
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
                reference: referenceOf(id),
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
      case "reply":
      case "upload_link": {
        const to = replyAddress(row);
        if (!to || row.stage === "spam" || (action.intent === "upload_link" && !uploadLink)) return "no_email";
        if (action.intent === "reply") {
          // Another reply went since this composer opened: this one waits for its writer to see it.
          const latest = await thread.latestReply(id);
          if (action.seen !== undefined && (latest?.id ?? "") !== action.seen) {
            return { meanwhile: { author: latest!.author, at: latest!.at } };
          }
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
          body: action.intent === "reply" ? action.body : "",
          subject: action.intent === "reply" ? action.subject : null,
          template: action.intent === "reply" ? (action.template ?? null) : "upload_link",
          language: action.language,
          outboxId: randomUUID(),
          detail: null,
          previous: null,
          dueAt: null,
          originId: null,
        };
        // A reply is never sent without its record in the thread, nor its link without its
        // request: all in one transaction. The thread keeps an upload link's message without its
        // link: the credential is in the mail alone.
        const firm = await firmFacts(entry.language === "es" ? "es" : "en");
        if (action.intent === "reply") {
          const booking = await receivedBooking(id, entry, now);
          const { mail, linkStatement } = replyMail(row, entry, to, now, firm, booking);
          return {
            writes: [
              thread.addingEntry(entry).query,
              linkStatement,
              outbox.enqueuing({
                id: entry.outboxId!,
                kind: "reply",
                subjectRef: id,
                message: mail,
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
        const upload = composeUploadLinkMail({
          row,
          entry,
          to,
          uploadLink: uploadLink!,
          replyTo: replyToFrom(firm),
          from: config.mail.from,
          firm,
        });
        return {
          writes: [
            thread.addingEntry({ ...entry, ...upload.recorded }).query,
            outbox.enqueuing({
              id: entry.outboxId!,
              kind: "reply",
              subjectRef: id,
              message: upload.mail,
              now,
              dueAt,
              paceKey: key,
            }).query,
            ...contacted(session, row, now),
          ],
          audited: "upload_link",
          detail: action.language,
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
        // A link's credential is kept nowhere: sent again, the message carries a new one (an upload
        // link, or the link to answer).
        const firm = await firmFacts(entry.language === "es" ? "es" : "en");
        if (entry.template === "upload_link" && uploadLink) {
          const replyTo = replyToFrom(firm);
          const again = composeUploadLinkMail({
            row,
            entry,
            to,
            uploadLink,
            replyTo,
            from: config.mail.from,
            firm,
          }).mail;
          return { writes: [outbox.requeueing(entry.outboxId, again, now)], audited: "reply_again", mail: true };
        }
        const booking = await receivedBooking(id, entry, now);
        const { mail, linkStatement } = replyMail(row, entry, to, now, firm, booking);
        return {
          writes: [outbox.requeueing(entry.outboxId, mail, now), linkStatement],
          audited: "reply_again",
          mail: true,
        };
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
        if (action.outcome === "spoke") {
          return {
            writes: [thread.addingEntry(entry).query, ...contacted(session, row, now)],
            audited: "call",
            detail: action.outcome,
          };
        }
        return {
          commit: (also) => requests.recordAttempt(id, [thread.addingEntry(entry).query, ...also({})]),
          audited: "call",
          detail: action.outcome,
        };
      }
      case "merge": {
        const other = action.other
          ? await reads.get(action.other)
          : action.reference
            ? await reads.byReference(action.reference)
            : null;
        if (!other) return "not_found";
        if (mergeRefusal(row, other)) return "merge_refused";
        return {
          audited: "merge",
          async commit(also) {
            const merged = await requests.merge(id, other.id, {
              author,
              now,
              andThen: (intoId, fromId) => [
                ...thread.adding([
                  { requestId: intoId, kind: "merge", at: now, author, detail: fromId, body: referenceOf(fromId) },
                ]),
                ...also({ requestId: intoId, detail: fromId }),
              ],
            });
            if (!merged) return "merge_refused";
          },
        };
      }
      case "unmerge":
        return {
          audited: "unmerge",
          async commit(also) {
            const undone = await requests.unmerge(action.merge, {
              concerning: id,
              author,
              now,
              firstContactSince: (intoId, fromId, since) => thread.firstContactSince(intoId, since, fromId),
              andThen: (intoId, fromId) => [
                ...thread.adding([
                  { requestId: intoId, kind: "unmerge", at: now, author, detail: fromId, body: referenceOf(fromId) },
                  { requestId: fromId, kind: "unmerge", at: now, author, detail: fromId, body: referenceOf(fromId) },
                ]),
                ...also({ requestId: intoId, detail: fromId }),
              ],
            });
            if (!undone) return "cannot_undo";
          },
        };
      case "note":
        return {
          writes: [thread.addingEntry({ requestId: id, kind: "note", at: now, author, body: action.body }).query],
          audited: "note",
        };
      case "deliver": {
        if (row.status === "spam") return "unchanged";
        if (row.status === "delivered" && action.confirm !== "yes") return "needs_confirmation";
        return { writes: statements.requeueingNotification(id, now), audited: "deliver_again", mail: true };
      }
      case "spam":
        if (row.status === "spam" || row.stage === "merged") return "unchanged";
        return { writes: statements.markingSpam(id, now), audited: "spam" };
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

  /** A bulk form's one-time id for one of the requests it acts on: each is done once, as from its page. */
  const bulkOnceId = (onceId: string, id: string) =>
    `${onceId.slice(0, 22)}.${createHash("sha256").update(`${onceId}\n${id}`).digest("base64url").slice(0, 32)}`;

  const actions = {
    /**
     * Acts on a request once for the form's one-time id (`onceId`): a repeat of it gets the
     * first outcome. Actions on one request go one at a time, erasure included.
     */
    async act(session: OfficeSession, id: string, action: RequestAction, onceId: string): Promise<ActionAnswer> {
      if (!REQUEST_ID.test(id)) return { outcome: "unchanged", repeat: false };
      let meanwhile: ActionAnswer["meanwhile"];
      let audited = id;
      const { result, repeat } = await once<ActionOutcome>(
        session,
        { id: onceId, key: requestKey(id), requestId: id },
        async (): Promise<Planned<ActionOutcome>> => {
          const row = await reads.get(id);
          if (!row) return { result: "unchanged" };
          const now = Date.now();
          const record = (what: OfficeAuditAction, detail?: string, requestId = id) =>
            audit.recording({ at: now, actor: session.email, action: what, requestId, detail });
          const logged = () => logger.info("office_action", { action: action.intent, contactId: audited });
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
          const afterwards = () => {
            if (planned.mail) onMailQueued();
            logged();
          };
          const result = planned.later ? "done_later" : "done";
          if (planned.commit) {
            return {
              result,
              commit: (done) =>
                planned.commit(({ requestId = id, detail = planned.detail }) => {
                  audited = requestId;
                  return [record(planned.audited, detail, requestId), ...done];
                }),
              afterwards,
            };
          }
          return { result, writes: [...planned.writes, record(planned.audited, planned.detail)], afterwards };
        },
      );
      // Once the key is let go: no byte of an erased request left in the database's files.
      if (action.intent === "delete" && result === "done" && !repeat) await erasure.forget();
      return { outcome: result, repeat, ...(meanwhile ? { meanwhile } : {}) };
    },

    /**
     * The facts form: every fact it posted, as the page showed them. Each one that changed is
     * stored and becomes a thread entry (who, what, from, to) in the same transaction as its
     * audit record and the form's one-time id; the deadlines follow a corrected incident date. A
     * fact set back to what the visitor sent is theirs again.
     */
    async setFacts(
      session: OfficeSession,
      id: string,
      posted: Record<FactKey, string>,
      onceId: string,
    ): Promise<ActionAnswer> {
      if (!REQUEST_ID.test(id)) return { outcome: "unchanged", repeat: false };
      const { result, repeat } = await once<ActionOutcome>(
        session,
        { id: onceId, key: requestKey(id), requestId: id },
        async (): Promise<Planned<ActionOutcome>> => {
          const row = await reads.get(id);
          if (!row || row.stage === "merged") return { result: "unchanged" };
          const now = Date.now();
          const sent = payloadFields(row.payload) ?? {};
          const current = factsOf(row.facts);
          const working = workingFields(row);
          const shown = Object.fromEntries(FACT_KEYS.map((key) => [key, shownFact(key, working[key])]));
          const changes = factChanges(shown, posted);
          if (changes.length === 0) return { result: "unchanged" };
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
          // The audit names the facts changed, never their values.
          const detail = changes
            .map(({ key }) => key)
            .join(" ")
            .slice(0, 200);
          return {
            result: "done",
            async commit(done) {
              const also = [
                ...thread.adding(entries),
                audit.recording({ at: now, actor: session.email, action: "facts", requestId: id, detail }),
                ...done,
              ];
              if (!(await requests.setFacts(id, next, also))) return "unchanged";
            },
            afterwards: () => logger.info("office_action", { action: "facts", contactId: id }),
          };
        },
      );
      return { outcome: result, repeat };
    },

    /**
     * A lead the office entered: a reference, in the pipeline at once, nothing mailed to anyone.
     * Its id; the same form posted again gets the lead it made, and makes none.
     */
    async enterLead(session: OfficeSession, lead: NewLead, onceId: string): Promise<string> {
      const id = randomUUID();
      const { result } = await once<string>(session, { id: onceId, key: `lead:${onceId}`, requestId: id }, async () => {
        const now = Date.now();
        const { payload, channel } = leadPayload(lead);
        const author = session.email;
        return {
          result: id,
          async commit(done) {
            await requests.enterLead(
              { payload, channel },
              {
                id,
                now,
                spoke: lead.spoke,
                facts: lead.bookingNumber ? { bookingNumber: lead.bookingNumber } : {},
                entries: (requestId) => [
                  ...thread.adding([
                    { requestId, kind: "entered", at: now, author, detail: channel },
                    ...(lead.spoke
                      ? [{ requestId, kind: "stage" as const, at: now + 1, author, detail: "contacted" }]
                      : []),
                  ]),
                  audit.recording({ at: now, actor: author, action: "lead", requestId, detail: channel }),
                  ...done,
                ],
              },
            );
          },
          afterwards: () => logger.info("office_action", { action: "lead", contactId: id }),
        };
      });
      return result;
    },

    /**
     * The list's bulk form: the same action on each request ticked, each checked, recorded and
     * audited as on its page, each under a one-time id of its own made from the form's; the
     * whole form's result is kept under the form's id, so that a repeat (a double click, a proxy
     * sending it again) gets the first counts and acts on nothing, even on a listing's next ones.
     */
    async bulk(session: OfficeSession, bulk: BulkAction, onceId: string): Promise<BulkOutcome> {
      const earlier = await once.earlier(onceId);
      if (earlier !== null) {
        const [, changed, unchanged] = earlier.split(" ");
        return { outcome: "done", changed: Number(changed) || 0, unchanged: Number(unchanged) || 0 };
      }
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
      for (const id of bulk.ids) {
        const { outcome } = await actions.act(session, id, action, bulkOnceId(onceId, id));
        if (outcome === "done") changed++;
      }
      const counts = `done ${changed} ${bulk.ids.length - changed}`;
      const { result } = await once<string>(session, { id: onceId, key: `bulk:${onceId}` }, async () => ({
        result: counts,
        writes: [],
      }));
      const [, kept, left] = result.split(" ");
      return { outcome: "done", changed: Number(kept) || 0, unchanged: Number(left) || 0 };
    },
  };
  return actions;
}

export type RequestActions = ReturnType<typeof createRequestActions>;
