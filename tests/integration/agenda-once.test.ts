/**
 * What the delivery loop's housekeeping queues on its own, once, on SQLite and on PostgreSQL:
 * the day-before reminder of a consultation (turned on for it; in the visitor's language; never
 * twice across two instances and a restart; not for one cancelled or moved, and the day before
 * the new date for one moved) and the morning list (once a business morning across two
 * instances and a restart). Two instances are two handles on one database, each with its own
 * connections, as two processes would have; the clock is the `now` each step is given.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { calendarDay } from "~/lib/calendar-day";
import { atOfficeTime } from "~/lib/office-clock";
import { createConsultationsRepository } from "../../server/agenda/consultations-repository";
import { createMorningDigest } from "../../server/agenda/digest";
import { createDigestsRepository } from "../../server/agenda/digests-repository";
import { createTasksRepository } from "../../server/agenda/tasks-repository";
import { openDatabase, type Database } from "../../server/db/open";
import { silentLogger } from "../../server/logger";
import { createOutboxRepository } from "../../server/mail/outbox-repository";
import { createConsultationReminders, reminderMailId } from "../../server/office/consultation-reminders";
import { createRequestReads } from "../../server/requests/reads";
import { createRequestsRepository, MAIL_DUE_CHANNEL } from "../../server/requests/repository";
import { createThreadRepository } from "../../server/requests/thread-repository";
import { caseEvaluation } from "../../server/requests/test-support";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { scratchDir } from "./contact-helpers";

const OFFICE = "intake@example.com";
const COLLEAGUE = "paralegal@example.com";
const day = (year: number, month: number, date: number) => calendarDay(year, month, date)!;
// Monday Dec 7, 2026 and the days after, on California's clock.
const MONDAY = day(2026, 12, 7);

let cluster: PostgresCluster | undefined;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.remove();
});

describe.each(["sqlite", "postgres"] as const)("once on %s", { timeout: 60_000 }, (engine) => {
  const opened: Database[] = [];
  let url: string;
  const open = async () => {
    const database = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 5_000 }, { logger: silentLogger });
    opened.push(database);
    return database;
  };
  const close = async (database: Database) => {
    opened.splice(opened.indexOf(database), 1);
    await database.close();
  };

  beforeAll(async () => {
    url =
      engine === "postgres"
        ? await cluster!.createDatabase("agenda_once")
        : `file:${scratchDir("agenda-once")}/site.db`;
  });
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  const remindersOn = (database: Database, hour = 10) =>
    createConsultationReminders({
      database,
      consultations: createConsultationsRepository(database),
      reads: createRequestReads(database),
      thread: createThreadRepository(database),
      outbox: createOutboxRepository(database, MAIL_DUE_CHANNEL),
      reminderHour: async () => hour,
      firmIn: async () => firm,
      mail: { from: "Office <office@example.com>", to: ["office@example.com"] },
      logger: silentLogger,
    });

  /** A request from a visitor who writes in Spanish, with a consultation booked and its invitation sent. */
  async function booked(database: Database, startsAt: number, reminder: boolean) {
    const saved = await createRequestsRepository(database).save(
      { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } } as never,
      atOfficeTime(MONDAY, 8),
    );
    if (saved.outcome !== "created") throw new Error("not stored");
    const consultations = createConsultationsRepository(database);
    const id = crypto.randomUUID();
    await database.write([
      ...consultations.booking(
        {
          id,
          requestId: saved.id,
          startsAt,
          minutes: 30,
          format: "phone",
          attorney: OFFICE,
          details: "",
          state: "booked",
          language: "es",
          reminder,
          selfBooked: false,
          at: atOfficeTime(MONDAY, 8),
          by: OFFICE,
        },
        [],
      ),
      // As the office's Send does: the visitor has the invitation for this time.
      consultations.marking(id, 0),
    ]);
    return { requestId: saved.id, id };
  }

  const remindersQueued = async (database: Database, requestId: string) =>
    (
      await database.db
        .selectFrom("mail_outbox")
        .select(["id", "message"])
        .where("subject_ref", "=", requestId)
        .where("kind", "=", "consultation")
        .execute()
    ).map((row) => ({ id: String(row.id), ...(JSON.parse(String(row.message)) as { subject: string; text: string }) }));

  it("sends the day-before reminder once, in the visitor's language; none when off, cancelled, or moved; the moved one the day before its new date", async () => {
    const first = await open();
    const second = await open();
    const wednesday10 = atOfficeTime(day(2026, 12, 9), 10);
    const on = await booked(first, wednesday10, true);
    const off = await booked(first, atOfficeTime(day(2026, 12, 9), 11), false);
    const cancelled = await booked(first, atOfficeTime(day(2026, 12, 9), 14), true);
    const moved = await booked(first, atOfficeTime(day(2026, 12, 9), 15), true);
    const consultations = createConsultationsRepository(first);
    await first.write(consultations.cancelling((await consultations.get(cancelled.id))!, atOfficeTime(MONDAY, 9)));
    // Moved to Friday, and the visitor sent the new time (sequence 1).
    const friday = atOfficeTime(day(2026, 12, 11), 9);
    const current = (await consultations.get(moved.id))!;
    await first.write([
      ...consultations.rescheduling(
        current,
        { startsAt: friday, minutes: 30, format: "phone", attorney: OFFICE, details: "" },
        [],
        atOfficeTime(MONDAY, 9),
      ),
      consultations.marking(moved.id, 1),
    ]);

    // Tuesday before the hour: nothing; from 10 on, the one turned on, by one instance of two.
    expect(await remindersOn(first).queueDue(atOfficeTime(day(2026, 12, 8), 9, 59))).toBe(0);
    const tuesday = atOfficeTime(day(2026, 12, 8), 10, 1);
    const counts = await Promise.all([remindersOn(first).queueDue(tuesday), remindersOn(second).queueDue(tuesday)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    const [reminder, ...more] = await remindersQueued(first, on.requestId);
    expect(more).toHaveLength(0);
    expect(reminder!.id).toBe(reminderMailId({ id: on.id, startsAt: wednesday10 }));
    expect(reminder!.subject).toMatch(/^Recordatorio/);
    expect(reminder!.text).toContain("Jane");
    expect(reminder!.text).not.toMatch(/Officers|bruises|Doe/);
    expect((await consultations.get(on.id))!.remindedFor).toBe(wednesday10);
    for (const none of [off, cancelled, moved]) expect(await remindersQueued(first, none.requestId)).toHaveLength(0);
    // Its thread says so.
    const thread = await createThreadRepository(first).list(on.requestId);
    expect(thread.filter((entry) => entry.kind === "consultation").map((entry) => entry.detail)).toEqual(["reminder"]);

    // Later that day, and after a restart: nothing more.
    expect(await remindersOn(second).queueDue(atOfficeTime(day(2026, 12, 8), 16))).toBe(0);
    await close(second);
    const restarted = await open();
    expect(await remindersOn(restarted).queueDue(atOfficeTime(day(2026, 12, 8), 17))).toBe(0);
    expect(await remindersQueued(first, on.requestId)).toHaveLength(1);

    // Thursday at 10: the moved one, for Friday's time.
    expect(await remindersOn(restarted).queueDue(atOfficeTime(day(2026, 12, 10), 10))).toBe(1);
    const [forFriday] = await remindersQueued(first, moved.requestId);
    expect(forFriday!.id).toBe(reminderMailId({ id: moved.id, startsAt: friday }));
    expect(await remindersOn(first).queueDue(atOfficeTime(day(2026, 12, 10), 11))).toBe(0);
    await close(restarted);
  });

  it("sends the morning list once a business morning across two instances and a restart", async () => {
    const first = await open();
    const second = await open();
    const tasks = createTasksRepository(first);
    const request = crypto.randomUUID();
    const due = (hour: number, owner: string | null) =>
      tasks.adding({
        requestId: request,
        title: "Call back",
        dueAt: atOfficeTime(day(2026, 12, 14), hour),
        owner,
        suggestion: null,
        at: 0,
        by: OFFICE,
      }).statement;
    await first.write([due(10, COLLEAGUE), due(15, null)]);
    const digestOn = (database: Database) =>
      createMorningDigest({
        database,
        tasks: createTasksRepository(database),
        digests: createDigestsRepository(database),
        outbox: createOutboxRepository(database, MAIL_DUE_CHANNEL),
        emails: [OFFICE, COLLEAGUE],
        hour: 8,
        origin: "https://averylaw.example",
        sender: { from: "office@averylaw.example", to: [OFFICE] },
        logger: silentLogger,
      });
    const lists = async () =>
      Number(
        (
          await first.db
            .selectFrom("mail_outbox")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("kind", "=", "digest")
            .where("subject_ref", "=", "2026-12-14")
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Monday Dec 14 at 8:05, both instances at once, each more than once: one list per address.
    const now = atOfficeTime(day(2026, 12, 14), 8, 5);
    const counts = await Promise.all([
      digestOn(first).queueDue(now),
      digestOn(second).queueDue(now),
      digestOn(second).queueDue(now + 1),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await lists()).toBe(2);
    await close(second);
    const restarted = await open();
    expect(await digestOn(restarted).queueDue(atOfficeTime(day(2026, 12, 14), 12))).toBe(0);
    expect(await lists()).toBe(2);
    await close(restarted);
  });
});
