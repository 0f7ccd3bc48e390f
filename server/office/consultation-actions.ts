import type { CompiledQuery } from "kysely";
import { randomUUID } from "node:crypto";
import type { Firm } from "~/content/firm";
import type { Config } from "../config";
import type { AuditRepository } from "../audit/audit-repository";
import { composeConsultationMail, mailKindOf } from "../agenda/consultation-mail";
import type { ConsultationAction } from "../agenda/consultation-form";
import type { Consultation, ConsultationsRepository } from "../agenda/consultations-repository";
import type { SettingsRepository } from "../agenda/settings-repository";
import type { Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { RequestReads, RequestRow } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import type { ThreadRepository } from "../requests/thread-repository";
import { replyLanguage } from "../payload/derived";
import type { Planned } from "./once";
import { payloadText, workingFields } from "./request-facts";
import { replyAddress } from "./request-actions";
import type { OfficeSession } from "./sign-in";

/**
 * What a consultation form came to: done; nothing to do; or refused (an attorney who is not an
 * office address, a second open consultation, a time in the past, no address to send to).
 */
export type ConsultationOutcome = "done" | "unchanged" | "not_an_office_address" | "exists" | "past" | "no_email";

/**
 * Consultations booked by the office on a request's page: booked (the request moves to
 * "Consultation scheduled"), moved (the same UID, a higher SEQUENCE), cancelled; and the
 * visitor's mail for each, queued only when the office presses Send: an invitation, an update
 * or a cancellation, in the visitor's language with its calendar file. Each change is a thread
 * entry and an audit record, committed with it and the form's one-time id.
 */
export function createConsultationActions({
  consultations,
  reads,
  thread,
  audit,
  requests,
  outbox,
  config,
  firmIn,
  settings,
  logger,
  onMailQueued,
}: {
  consultations: ConsultationsRepository;
  reads: Pick<RequestReads, "get">;
  thread: Pick<ThreadRepository, "adding">;
  audit: Pick<AuditRepository, "recording">;
  requests: Pick<RequestsRepository, "statements">;
  outbox: Pick<OutboxRepository, "enqueuing">;
  config: Pick<Config, "mail" | "office">;
  firmIn: (language: "en" | "es") => Promise<Firm>;
  settings: Pick<SettingsRepository, "get">;
  logger: Logger;
  onMailQueued: () => void;
}) {
  const open = (list: Consultation[]) => list.filter((consultation) => consultation.state !== "cancelled");

  function planned(
    session: OfficeSession,
    row: RequestRow,
    change: readonly CompiledQuery[],
    entry: { detail: string; dueAt: number; body: string; outboxId?: string },
    now: number,
    afterwards?: () => void,
  ): Planned<ConsultationOutcome> {
    return {
      result: "done",
      writes: [
        ...change,
        ...thread.adding([{ ...entry, requestId: row.id, kind: "consultation", at: now, author: session.email }]),
        audit.recording({
          at: now,
          actor: session.email,
          action: "consultation",
          requestId: row.id,
          detail: entry.detail,
        }),
      ],
      afterwards: () => {
        logger.info("office_action", { action: "consultation", contactId: row.id });
        afterwards?.();
      },
    };
  }

  /** Booking (or confirming) moves the request to "Consultation scheduled", with its own line in the thread. */
  function movingToScheduled(session: OfficeSession, row: RequestRow, now: number): CompiledQuery[] {
    const requestId = row.id;
    return row.stage === "new" || row.stage === "contacted"
      ? [
          ...requests.statements.settingStage(requestId, "consultation", { now }),
          ...thread.adding([{ requestId, kind: "stage", at: now - 1, author: session.email, detail: "consultation" }]),
          audit.recording({ at: now, actor: session.email, action: "stage", requestId, detail: "consultation" }),
        ]
      : [];
  }

  async function plan(
    session: OfficeSession,
    requestId: string,
    action: ConsultationAction,
    now: number,
  ): Promise<Planned<ConsultationOutcome>> {
    const row = await reads.get(requestId);
    if (!row || row.stage === "merged" || row.stage === "spam") return { result: "unchanged" };
    const mine = async (id: string) => {
      const found = await consultations.get(id);
      return found && found.requestId === requestId ? found : null;
    };
    if (action.intent === "consultation_book" || action.intent === "consultation_move") {
      const attorney = action.attorney || null;
      if (attorney && !config.office.emails.includes(attorney)) return { result: "not_an_office_address" };
      if (action.starts < now) return { result: "past" };
      const details = {
        startsAt: action.starts,
        minutes: action.minutes,
        format: action.format,
        attorney,
        details: action.details,
      };
      if (action.intent === "consultation_book") {
        if (open(await consultations.ofRequests([requestId])).length > 0) return { result: "exists" };
        const id = randomUUID();
        const language = replyLanguage(workingFields(row));
        const booking = consultations.booking(
          {
            ...details,
            id,
            requestId,
            state: "booked",
            language,
            reminder: action.reminder,
            selfBooked: false,
            at: now,
            by: session.email,
          },
          [],
        );
        const moving = movingToScheduled(session, row, now);
        return planned(
          session,
          row,
          [...booking, ...moving],
          { detail: "booked", dueAt: action.starts, body: action.format },
          now,
        );
      }
      const current = await mine(action.consultation);
      if (!current || current.state === "cancelled") return { result: "unchanged" };
      const same =
        current.startsAt === details.startsAt &&
        current.minutes === details.minutes &&
        current.format === details.format &&
        current.attorney === details.attorney &&
        current.details === details.details;
      // The day-before reminder is turned on or off on the same form, with or without a new time.
      const reminding =
        current.reminder === action.reminder ? [] : [consultations.settingReminder(current.id, action.reminder, now)];
      if (same && reminding.length === 0) return { result: "unchanged" };
      if (same)
        return planned(
          session,
          row,
          reminding,
          {
            detail: action.reminder ? "reminder_on" : "reminder_off",
            dueAt: current.startsAt,
            body: current.format,
          },
          now,
        );
      return planned(
        session,
        row,
        [...consultations.rescheduling(current, details, [], now), ...reminding],
        { detail: "rescheduled", dueAt: details.startsAt, body: details.format },
        now,
      );
    }
    const current = await mine(action.consultation);
    if (!current) return { result: "unchanged" };
    if (action.intent === "consultation_cancel") {
      if (current.state === "cancelled") return { result: "unchanged" };
      return planned(
        session,
        row,
        consultations.cancelling(current, now),
        { detail: "cancelled", dueAt: current.startsAt, body: current.format },
        now,
      );
    }
    if (action.intent === "consultation_confirm") {
      if (current.state !== "held") return { result: "unchanged" };
      return planned(
        session,
        row,
        [consultations.confirming(current.id, now), ...movingToScheduled(session, row, now)],
        { detail: "confirmed", dueAt: current.startsAt, body: current.format },
        now,
      );
    }
    // A time the visitor picked is not sent until the office confirmed it.
    if (current.state === "held") return { result: "unchanged" };
    // Send: the mail this version of it asks for, once per version; nothing when it was sent.
    if (current.sentSequence === current.sequence) return { result: "unchanged" };
    // A cancellation of one never sent: nothing for the visitor's calendar to take out.
    if (current.state === "cancelled" && current.sentSequence === null) return { result: "unchanged" };
    const to = replyAddress(row);
    if (!to) return { result: "no_email" };
    const kind = mailKindOf(current);
    const fields = workingFields(row);
    const firm = await firmIn(current.language);
    const message = composeConsultationMail({
      consultation: current,
      kind,
      language: current.language,
      to,
      firstName: payloadText(fields, "firstName"),
      firm,
      from: config.mail.from,
      replyTo: { name: firm.name, address: config.mail.to[0]! },
      now: new Date(now),
    });
    const { id: outboxId, query } = outbox.enqueuing({ kind: "consultation", subjectRef: requestId, message, now });
    return planned(
      session,
      row,
      [query, consultations.marking(current.id, current.sequence)],
      { detail: kind, dueAt: current.startsAt, body: current.format, outboxId },
      now,
      onMailQueued,
    );
  }

  return {
    plan,
    /** The hour (office clock) the day-before reminders go, as the firm's scheduling settings have it. */
    async reminderHour(): Promise<number> {
      return (await settings.get()).reminderHour;
    },
    /** A request's consultations, soonest first, the cancelled ones after. */
    async forRequest(requestId: string): Promise<Consultation[]> {
      const all = await consultations.ofRequests([requestId]);
      return [...open(all), ...all.filter((consultation) => consultation.state === "cancelled")];
    },
    /** The times visitors picked that wait for the office to confirm them, soonest first (Today). */
    awaitingConfirmation: () => consultations.awaitingConfirmation(),
    /** The consultations of a span (Today's: the day's), not cancelled. */
    async between(from: number, to: number): Promise<Consultation[]> {
      return open(await consultations.between(from, to));
    },
  };
}

export type ConsultationActions = ReturnType<typeof createConsultationActions>;
