import { afterEach, describe, expect, it } from "vitest";
import { calendarDay } from "~/lib/calendar-day";
import { atOfficeTime } from "~/lib/office-clock";
import { openDatabase, type Database } from "../db/open";
import { silentLogger } from "../logger";
import { createOutboxRepository } from "../mail/outbox-repository";
import { MAIL_DUE_CHANNEL } from "../requests/repository";
import { openTestDatabase } from "../requests/test-support";
import { createMorningDigest, digestDay } from "./digest";
import { createDigestsRepository } from "./digests-repository";
import { createTasksRepository } from "./tasks-repository";

const day = (year: number, month: number, date: number) => calendarDay(year, month, date)!;
const OFFICE = "intake@example.com";
const COLLEAGUE = "paralegal@example.com";
const REQUEST = "3f2a9c1e-7b4d-4e8a-9c3b-1d2e3f4a5b6c";

describe("the morning list's day", () => {
  it("is a business morning on California's clock, from the hour set; never at the weekend; 0 is off", () => {
    // Monday Dec 7, 2026: 7:59 no, 8:00 yes, 23:30 still that day.
    expect(digestDay(atOfficeTime(day(2026, 12, 7), 7, 59), 8)).toBeNull();
    expect(digestDay(atOfficeTime(day(2026, 12, 7), 8), 8)).toBe(20261207);
    expect(digestDay(atOfficeTime(day(2026, 12, 7), 23, 30), 8)).toBe(20261207);
    // Saturday and Sunday: none.
    expect(digestDay(atOfficeTime(day(2026, 12, 5), 9), 8)).toBeNull();
    expect(digestDay(atOfficeTime(day(2026, 12, 6), 9), 8)).toBeNull();
    expect(digestDay(atOfficeTime(day(2026, 12, 7), 9), 0)).toBeNull();
    // 8 a.m. in California is 16:00 UTC in winter and 15:00 UTC in summer, across both changes.
    expect(digestDay(Date.parse("2026-03-09T15:00:00Z"), 8)).toBe(20260309);
    expect(digestDay(Date.parse("2026-03-06T15:00:00Z"), 8)).toBeNull();
    expect(digestDay(Date.parse("2026-11-02T16:00:00Z"), 8)).toBe(20261102);
    expect(digestDay(Date.parse("2026-11-02T15:00:00Z"), 8)).toBeNull();
  });
});

describe("the morning list, once a business morning", () => {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  function instance(database: Database) {
    return createMorningDigest({
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
  }

  it("queues one list per address with something due, however many instances look at once, and none after a restart", async () => {
    const first = await openTestDatabase();
    opened.push(first.database);
    const second = await openDatabase(
      { url: `file:${first.path}`, poolSize: 1, statementTimeoutMs: 5_000 },
      { logger: silentLogger },
    );
    opened.push(second);
    const tasks = createTasksRepository(first.database);
    const monday = day(2026, 12, 7);
    const due = (hour: number, owner: string | null, title: string) =>
      tasks.adding({
        requestId: REQUEST,
        title,
        dueAt: atOfficeTime(monday, hour),
        owner,
        suggestion: null,
        at: 0,
        by: OFFICE,
      }).statement;
    // The colleague's task is theirs; the unowned one is everyone's; one due next week is nobody's today.
    await first.database.write([
      due(10, COLLEAGUE, "Call Carlos Mendoza about his arrest"),
      due(15, null, "File the 911.2 claim"),
      tasks.adding({
        requestId: REQUEST,
        title: "Later",
        dueAt: atOfficeTime(day(2026, 12, 14), 9),
        owner: OFFICE,
        suggestion: null,
        at: 0,
        by: OFFICE,
      }).statement,
    ]);

    const now = atOfficeTime(monday, 8, 5);
    const counts = await Promise.all([instance(first.database).queueDue(now), instance(second).queueDue(now)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    const rows = () =>
      first.db.selectFrom("mail_outbox").select(["kind", "message"]).where("kind", "=", "digest").execute();
    const queued = await rows();
    expect(queued).toHaveLength(2);
    const messages = queued.map(
      (row) => JSON.parse(String(row.message)) as { to: string[]; subject: string; text: string },
    );
    const toColleague = messages.find((message) => message.to[0] === COLLEAGUE)!;
    const toOffice = messages.find((message) => message.to[0] === OFFICE)!;
    expect(toColleague.subject).toBe("2 due today, Dec 7, 2026");
    expect(toOffice.subject).toBe("1 due today, Dec 7, 2026");
    expect(toColleague.text).toContain("3F2A9C1E: task due");
    expect(toColleague.text).toContain("https://averylaw.example/office/today");
    // References and times only: no task's words, no name, no story.
    for (const message of messages) {
      expect(message.text).not.toMatch(/Carlos|Mendoza|911\.2|arrest|Later/);
    }

    // Later that morning, and after a restart: nothing more.
    expect(await instance(second).queueDue(atOfficeTime(monday, 11))).toBe(0);
    await second.close();
    opened.splice(opened.indexOf(second), 1);
    const restarted = await openDatabase(
      { url: `file:${first.path}`, poolSize: 1, statementTimeoutMs: 5_000 },
      { logger: silentLogger },
    );
    opened.push(restarted);
    expect(await instance(restarted).queueDue(atOfficeTime(monday, 12))).toBe(0);
    expect(await rows()).toHaveLength(2);
    // The next business morning: a new list (the unowned task is overdue now).
    expect(await instance(restarted).queueDue(atOfficeTime(day(2026, 12, 8), 8))).toBe(2);
  });
});
