import { requestReference } from "~/contract/request-reference";
import { isWeekday } from "~/lib/business-day";
import { addDays, dayKey, fromDayKey, isoDay } from "~/lib/calendar-day";
import { atOfficeTime, officeClockAt } from "~/lib/office-clock";
import { digestCopy } from "~/office/agenda/copy";
import { officeTime } from "~/office/format";
import { dayWords } from "~/office/words";
import type { Database } from "../db/open";
import { OPEN_STAGES } from "../db/schema";
import type { Logger } from "../logger";
import { escapeHtml, htmlDocument, messageDomain, type MailSettings, type OutgoingMail } from "../mail/message";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { DigestsRepository } from "./digests-repository";
import { DEADLINE_LEAD_DAYS } from "./suggestions";
import type { TasksRepository } from "./tasks-repository";

/**
 * The office day (a day key) whose morning list is due at `now`: a weekday on California's
 * clock, from `hour` on; null before it, at the weekend, or when `hour` is 0 (off).
 */
export function digestDay(now: number, hour: number): number | null {
  if (hour <= 0) return null;
  const clock = officeClockAt(now);
  if (!isWeekday(clock.day) || clock.hour < hour) return null;
  return dayKey(clock.day);
}

/** One line of the list: a reference and what is due; never a title, a name or a story. */
export type DigestLine = { requestId: string; reference: string; what: string };

/** The morning list as mail: the count, the references, the deadlines, a link to Today. */
export function composeDigestMail({
  to,
  day,
  lines,
  origin,
  sender,
  now = new Date(),
}: {
  to: string;
  day: number;
  lines: DigestLine[];
  origin: string;
  sender: MailSettings;
  now?: Date;
}): OutgoingMail {
  const url = `${origin}/office/today`;
  const dayText = dayWords(isoDay(fromDayKey(day)!));
  const subject = digestCopy.subject(lines.length, dayText);
  const list = lines.map((line) => `${line.reference}: ${line.what}`);
  const text = [
    digestCopy.intro(lines.length, dayText),
    "",
    ...list,
    "",
    `${digestCopy.open} ${url}`,
    "",
    digestCopy.nothingOfTheVisitor,
    "",
  ].join("\n");
  const body = [
    `<p>${escapeHtml(digestCopy.intro(lines.length, dayText))}</p>`,
    `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(digestCopy.open)}</a></p>`,
    `<p>${escapeHtml(digestCopy.nothingOfTheVisitor)}</p>`,
  ].join("\n");
  return {
    requestId: `digest-${day}`,
    from: sender.from,
    to: [to],
    subject,
    text,
    html: htmlDocument(subject, body),
    messageId: `<office-digest.${day}.${Buffer.from(to).toString("hex").slice(0, 40)}@${messageDomain(sender)}>`,
    date: now,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * The morning list: once a business morning, from OFFICE_DIGEST_HOUR on California's clock,
 * to each office address with something due that day (its open tasks and the unowned ones due
 * by the day's end, overdue ones included; the limits within 14 days with no open task, to
 * their assignee or, unassigned, to everyone). Queued into the outbox for the one delivery loop
 * in the same transaction as its office_digests row, whose key (address, day) lets one instance
 * through however many look at once, and after a restart.
 */
export function createMorningDigest({
  database,
  tasks,
  digests,
  outbox,
  emails,
  hour,
  origin,
  sender,
  logger,
}: {
  database: Database;
  tasks: Pick<TasksRepository, "openDueBefore" | "uncoveredDeadlines">;
  digests: DigestsRepository;
  outbox: Pick<OutboxRepository, "enqueuing">;
  emails: readonly string[];
  hour: number;
  origin: string;
  sender: MailSettings;
  logger: Logger;
}) {
  return {
    /** Queues the lists due at `now` that no instance queued yet: how many. */
    async queueDue(now = Date.now()): Promise<number> {
      const day = digestDay(now, hour);
      if (day === null) return 0;
      const done = await digests.queuedOn(day);
      const waiting = emails.filter((email) => !done.has(email));
      if (waiting.length === 0) return 0;
      const today = fromDayKey(day)!;
      const end = atOfficeTime(addDays(today, 1), 0);
      const [due, uncovered] = await Promise.all([
        tasks.openDueBefore(end, null),
        tasks.uncoveredDeadlines([day, dayKey(addDays(today, DEADLINE_LEAD_DAYS))], [...OPEN_STAGES]),
      ]);
      let queued = 0;
      for (const email of waiting) {
        const lines: DigestLine[] = [
          ...due
            .filter((task) => task.owner === null || task.owner === email)
            .map((task) => ({
              requestId: task.requestId,
              reference: requestReference(task.requestId) ?? "",
              what: (task.dueAt < now ? digestCopy.overdue : digestCopy.due)(officeTime(task.dueAt)),
            })),
          ...uncovered
            .filter((found) => found.assignee === null || found.assignee === email)
            .map((found) => ({
              requestId: found.requestId,
              reference: requestReference(found.requestId) ?? "",
              what: (found.kind === "claim" ? digestCopy.claim : digestCopy.suit)(
                dayWords(isoDay(fromDayKey(found.day)!)),
              ),
            })),
        ];
        if (lines.length === 0) continue;
        const outboxId = crypto.randomUUID();
        const message = composeDigestMail({ to: email, day, lines, origin, sender, now: new Date(now) });
        try {
          await database.write([
            digests.queuing(email, day, outboxId, now),
            outbox.enqueuing({ id: outboxId, kind: "digest", subjectRef: `${isoDay(today)}`, message, now }).query,
          ]);
          queued++;
        } catch (error) {
          // Another instance queued it first: its row holds the key, and this one committed nothing.
          if ((await digests.queuedOn(day)).has(email)) continue;
          throw error;
        }
      }
      if (queued > 0) logger.info("office_digest_queued", { count: queued });
      return queued;
    },
  };
}
