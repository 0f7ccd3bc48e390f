import type { CompiledQuery } from "kysely";
import type { Firm } from "~/content/firm";
import { addDays } from "~/lib/calendar-day";
import { atOfficeTime, officeClockAt } from "~/lib/office-clock";
import { composeConsultationMail } from "../agenda/consultation-mail";
import type { Consultation, ConsultationsRepository } from "../agenda/consultations-repository";
import { stableId } from "../agenda/published-words";
import type { Database } from "../db/open";
import type { Logger } from "../logger";
import type { MailSettings } from "../mail/message";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { RequestReads } from "../requests/reads";
import { requestKey } from "../requests/erasure";
import type { ThreadRepository } from "../requests/thread-repository";
import { payloadText, workingFields } from "./request-facts";
import { replyAddress } from "./request-actions";

/**
 * The span of starts whose day-before reminder is due at `now`: from `hour` on California's
 * clock, the consultations of the next office day (its midnight to the one after). Null before
 * the hour.
 */
export function reminderSpan(now: number, hour: number): { from: number; to: number } | null {
  const clock = officeClockAt(now);
  if (clock.hour < hour) return null;
  const tomorrow = addDays(clock.day, 1);
  return { from: atOfficeTime(tomorrow, 0), to: atOfficeTime(addDays(tomorrow, 1), 0) };
}

/**
 * Whether a consultation's reminder goes now: turned on for it, booked (not held, not
 * cancelled), the visitor told of this very time (an update not yet sent waits), not reminded of
 * this start yet (a move to another day lets it go again, for the new day), and still to come.
 */
export const wantsReminder = (consultation: Consultation, now: number) =>
  consultation.reminder &&
  consultation.state === "booked" &&
  consultation.sentSequence === consultation.sequence &&
  consultation.remindedFor !== consultation.startsAt &&
  consultation.startsAt > now;

/** The outbox id of a consultation's reminder for one start: one row, whichever instance writes it. */
export const reminderMailId = (consultation: Pick<Consultation, "id" | "startsAt">) =>
  stableId(`consultation-reminder:${consultation.id}:${consultation.startsAt}`);

/**
 * The day-before reminders: those turned on by the office on a consultation's form, queued into
 * the outbox for the one delivery loop from the set hour (SchedulingSettings.reminderHour) the day
 * before, in the visitor's language, each with its thread entry (turning it on or off is the
 * office's action, audited on the form). Once per start:
 * the mail's row has an id made from the consultation and its start, written in the same
 * transaction as reminded_for, so a second instance, or this one after a restart, writes
 * nothing; a consultation moved or cancelled since is not reminded of (a moved one is, the day
 * before its new date).
 */
export function createConsultationReminders({
  database,
  consultations,
  reads,
  thread,
  outbox,
  reminderHour,
  firmIn,
  mail,
  logger,
}: {
  database: Pick<Database, "exclusive" | "write">;
  consultations: Pick<ConsultationsRepository, "between" | "get" | "reminding">;
  reads: Pick<RequestReads, "get">;
  thread: Pick<ThreadRepository, "adding">;
  outbox: Pick<OutboxRepository, "enqueuing">;
  reminderHour: () => Promise<number>;
  firmIn: (language: "en" | "es") => Promise<Firm>;
  mail: Pick<MailSettings, "from" | "to">;
  logger: Logger;
}) {
  async function writing(consultation: Consultation, now: number): Promise<CompiledQuery[] | null> {
    const row = await reads.get(consultation.requestId);
    if (!row || row.stage === "merged" || row.stage === "spam") return null;
    const to = replyAddress(row);
    if (!to) return null;
    const firm = await firmIn(consultation.language);
    const message = composeConsultationMail({
      consultation,
      kind: "reminder",
      language: consultation.language,
      to,
      firstName: payloadText(workingFields(row), "firstName"),
      firm,
      from: mail.from,
      replyTo: { name: firm.name, address: mail.to[0]! },
      now: new Date(now),
    });
    const { id: outboxId, query } = outbox.enqueuing({
      id: reminderMailId(consultation),
      kind: "consultation",
      subjectRef: consultation.requestId,
      message,
      // A reminder the loop could not send before the consultation began is of no use.
      expiresAt: consultation.startsAt,
      now,
    });
    return [
      consultations.reminding(consultation.id, consultation.startsAt),
      query,
      ...thread.adding([
        {
          requestId: consultation.requestId,
          kind: "consultation",
          at: now,
          author: "",
          detail: "reminder",
          dueAt: consultation.startsAt,
          body: consultation.format,
          outboxId,
        },
      ]),
    ];
  }

  return {
    /** Queues the reminders due at `now` that no instance queued yet: how many. */
    async queueDue(now = Date.now()): Promise<number> {
      const span = reminderSpan(now, await reminderHour());
      if (!span) return 0;
      const due = (await consultations.between(span.from, span.to)).filter((found) => wantsReminder(found, now));
      let queued = 0;
      for (const found of due) {
        // Under the request's key, as the office's actions on it and its erasure: a move or a
        // cancellation either came first (and this reads it) or waits for this to commit.
        const sent = await database.exclusive(requestKey(found.requestId), async () => {
          const consultation = await consultations.get(found.id);
          if (
            !consultation ||
            !wantsReminder(consultation, now) ||
            consultation.startsAt < span.from ||
            consultation.startsAt >= span.to
          )
            return false;
          const writes = await writing(consultation, now);
          if (!writes) return false;
          try {
            await database.write(writes);
            return true;
          } catch (error) {
            // Queued already (by an instance on another database key, or before a restart): the mail's id is taken.
            const current = await consultations.get(consultation.id);
            if (current && current.remindedFor === consultation.startsAt) return false;
            throw error;
          }
        });
        if (sent) queued++;
      }
      if (queued > 0) logger.info("consultation_reminders_queued", { count: queued });
      return queued;
    },
  };
}
