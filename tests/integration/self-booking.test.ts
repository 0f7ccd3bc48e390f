/**
 * Self-booking (issue 34) on SQLite and on PostgreSQL: two visitors who pick the same slot at
 * once, through one instance or two, each past the check that found it open (a gate holds their
 * writes until all have checked), get one hold between them, and the other is told "taken";
 * a time in the past, outside the hours or taken is refused; and nothing reaches the visitor's
 * mailbox until the office acts: neither the pick nor the office's Confirm queues mail, only
 * its Send does. Two instances are two handles on one database, each with its own connections.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { calendarDay } from "~/lib/calendar-day";
import { atOfficeTime } from "~/lib/office-clock";
import { createConsultationsRepository } from "../../server/agenda/consultations-repository";
import { createSelfBooking } from "../../server/agenda/self-booking";
import { DEFAULT_SCHEDULING, type SchedulingSettings } from "../../server/agenda/settings";
import { createSettingsRepository } from "../../server/agenda/settings-repository";
import { createAuditRepository } from "../../server/audit/audit-repository";
import { openDatabase, type Database } from "../../server/db/open";
import { silentLogger } from "../../server/logger";
import { createOutboxRepository } from "../../server/mail/outbox-repository";
import { createConsultationActions } from "../../server/office/consultation-actions";
import type { OfficeSession } from "../../server/office/sign-in";
import { createRequestReads } from "../../server/requests/reads";
import { createRequestsRepository, MAIL_DUE_CHANNEL } from "../../server/requests/repository";
import { createThreadRepository } from "../../server/requests/thread-repository";
import { caseEvaluation } from "../../server/requests/test-support";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { scratchDir } from "./contact-helpers";

const OFFICE = "intake@example.com";
// Monday Dec 7, 2026, 8 AM on California's clock: the week's hours are 9 to 12 and 1 to 5.
const MONDAY = calendarDay(2026, 12, 7)!;
const NOW = atOfficeTime(MONDAY, 8);
const TUESDAY_10 = atOfficeTime(calendarDay(2026, 12, 8)!, 10);
const ON: SchedulingSettings = { ...DEFAULT_SCHEDULING, selfBooking: true, noticeHours: 2 };

let cluster: PostgresCluster | undefined;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.remove();
});

describe.each(["sqlite", "postgres"] as const)("self-booking on %s", { timeout: 60_000 }, (engine) => {
  const opened: Database[] = [];
  let first: Database;
  let second: Database;
  const open = async (url: string) => {
    const database = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 5_000 }, { logger: silentLogger });
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    const url =
      engine === "postgres"
        ? await cluster!.createDatabase("self_booking")
        : `file:${scratchDir("self-booking")}/site.db`;
    first = await open(url);
    second = await open(url);
    const settings = createSettingsRepository(first);
    await first.write([await settings.saving(ON, OFFICE, NOW)]);
  });
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  /** Writes the database refused: a pick that lost the race at the slot's key, not at the check before it. */
  let refusedWrites = 0;
  /**
   * A gate that holds each pick's write until `count` picks reached theirs: every one of them
   * has checked the slot and found it open, so the database's key alone decides between them.
   */
  const gate = (count: number) => {
    let arrived = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return async () => {
      if (++arrived >= count) open();
      await opened;
    };
  };
  const bookingOn = (database: Database, beforeWrite: () => Promise<void> = async () => {}) =>
    createSelfBooking({
      settings: createSettingsRepository(database),
      consultations: createConsultationsRepository(database),
      reads: createRequestReads(database),
      thread: createThreadRepository(database),
      audit: createAuditRepository(database),
      write: async (queries) =>
        beforeWrite()
          .then(() => database.write(queries))
          .catch((error: unknown) => {
            refusedWrites++;
            throw error;
          }),
      https: false,
      logger: silentLogger,
    });

  /** A visitor's request, and the token of its booking link. */
  async function visitor(database: Database) {
    const saved = await createRequestsRepository(database).save(
      { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } } as never,
      NOW - 60_000,
    );
    if (saved.outcome !== "created") throw new Error("not stored");
    return { requestId: saved.id, token: await bookingOn(database).tokenFor(saved.id, NOW) };
  }

  const holdsOf = async (database: Database, startsAt: number) =>
    (await database.db.selectFrom("booking_slots").selectAll().where("starts_at", "=", startsAt).execute()).length;

  /** What the outbox holds for the request: the office's mail about it (the office's own notice of a new request is kept apart). */
  const visitorMail = async (database: Database, requestId: string) =>
    await database.db.selectFrom("mail_outbox").select(["id", "kind"]).where("subject_ref", "=", requestId).execute();

  it("two visitors picking the same slot at once, on two instances: one holds it, the other is told it is taken", async () => {
    const ana = await visitor(first);
    const luis = await visitor(first);
    refusedWrites = 0;
    const both = gate(2);
    const outcomes = await Promise.all([
      bookingOn(first, both).pick(ana.token, TUESDAY_10, "es", NOW),
      bookingOn(second, both).pick(luis.token, TUESDAY_10, "en", NOW),
    ]);
    expect(outcomes.map((picked) => picked.outcome).sort()).toEqual(["held", "taken"]);
    // Both saw the slot open: the key decided.
    expect(refusedWrites).toBe(1);
    expect(await holdsOf(first, TUESDAY_10)).toBe(1);
    const held = await first.db.selectFrom("consultations").selectAll().where("starts_at", "=", TUESDAY_10).execute();
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ state: "held" });
    // The one told "taken" sees the page again without that time, and may pick another.
    const loser = outcomes[0]!.outcome === "taken" ? ana : luis;
    const view = await bookingOn(second).view(loser.token, NOW);
    expect(view.state).toBe("open");
    if (view.state === "open") expect(view.slots).not.toContain(TUESDAY_10);
    expect((await bookingOn(second).pick(loser.token, TUESDAY_10 + 30 * 60_000, "en", NOW)).outcome).toBe("held");
  });

  it("five picks of one slot at once on one instance (one batch of the group commit): one holds it, four are told it is taken", async () => {
    const slot = TUESDAY_10 + 3 * 3_600_000; // 1 PM
    const visitors = await Promise.all([1, 2, 3, 4, 5].map(() => visitor(first)));
    refusedWrites = 0;
    const all = gate(visitors.length);
    const outcomes = await Promise.all(visitors.map(({ token }) => bookingOn(first, all).pick(token, slot, "en", NOW)));
    expect(outcomes.filter((picked) => picked.outcome === "held")).toHaveLength(1);
    expect(outcomes.filter((picked) => picked.outcome === "taken")).toHaveLength(4);
    expect(refusedWrites).toBe(4);
    expect(await holdsOf(second, slot)).toBe(1);
  });

  it("refuses a time in the past, outside the hours, already taken, or a second one; a forged link works for nothing", async () => {
    const { token } = await visitor(first);
    const booking = bookingOn(first);
    expect((await booking.pick(token, atOfficeTime(MONDAY, 9), "es", NOW)).outcome).toBe("past");
    expect((await booking.pick(token, atOfficeTime(MONDAY, 12, 15), "es", NOW)).outcome).toBe("outside");
    expect((await booking.pick(token, atOfficeTime(calendarDay(2026, 12, 12)!, 10), "es", NOW)).outcome).toBe(
      "outside",
    );
    expect((await booking.pick(token, TUESDAY_10, "es", NOW)).outcome).toBe("taken");
    expect((await booking.pick(token, null, "es", NOW)).outcome).toBe("missing");
    const later = atOfficeTime(calendarDay(2026, 12, 9)!, 15);
    expect(await booking.pick(token, later, "es", NOW)).toEqual({ outcome: "held", startsAt: later });
    expect((await booking.pick(token, later + 30 * 60_000, "es", NOW)).outcome).toBe("have");
    expect(await booking.view(token, NOW)).toEqual({ state: "have", startsAt: later, confirmed: false });
    const forged = `${token.slice(0, 40)}${token.endsWith("A") ? "B" : "A"}AA`;
    expect((await booking.pick(forged, later + 3_600_000, "es", NOW)).outcome).toBe("expired");
    // Past the link's 30 days it no longer works.
    expect((await booking.view(token, NOW + 31 * 86_400_000)).state).toBe("expired");
  });

  it("mails the visitor nothing when they pick or when the office confirms: only the office's Send queues the invitation", async () => {
    const { requestId, token } = await visitor(first);
    const startsAt = atOfficeTime(calendarDay(2026, 12, 10)!, 9);
    expect((await bookingOn(first).pick(token, startsAt, "es", NOW)).outcome).toBe("held");
    expect(await visitorMail(first, requestId)).toEqual([]);

    const actions = createConsultationActions({
      consultations: createConsultationsRepository(second),
      reads: createRequestReads(second),
      thread: createThreadRepository(second),
      audit: createAuditRepository(second),
      requests: createRequestsRepository(second),
      outbox: createOutboxRepository(second, MAIL_DUE_CHANNEL),
      config: {
        mail: { from: "Office <office@example.com>", to: ["office@example.com"] },
        office: { emails: [OFFICE] },
      } as never,
      firmIn: async () => firm,
      settings: createSettingsRepository(second),
      logger: silentLogger,
      onMailQueued: () => {},
    });
    const session = { email: OFFICE } as OfficeSession;
    const [held] = await actions.forRequest(requestId);
    expect(held).toMatchObject({ state: "held", selfBooked: true, language: "es", startsAt });
    // Send before Confirm: nothing, the time is the visitor's request until the office makes it its own.
    expect(
      (await actions.plan(session, requestId, { intent: "consultation_send", consultation: held!.id }, NOW)).result,
    ).toBe("unchanged");
    const confirm = await actions.plan(
      session,
      requestId,
      { intent: "consultation_confirm", consultation: held!.id },
      NOW,
    );
    expect(confirm.result).toBe("done");
    await second.write(confirm.writes!);
    expect(await actions.forRequest(requestId)).toMatchObject([{ state: "booked", startsAt }]);
    expect((await createRequestReads(second).get(requestId))?.stage).toBe("consultation");
    expect(await visitorMail(second, requestId)).toEqual([]);

    const send = await actions.plan(session, requestId, { intent: "consultation_send", consultation: held!.id }, NOW);
    expect(send.result).toBe("done");
    await second.write(send.writes!);
    expect(await visitorMail(second, requestId)).toMatchObject([{ kind: "consultation" }]);
  });

  it("offers nothing while the firm has self-booking off", async () => {
    const { token } = await visitor(first);
    await first.write([await createSettingsRepository(first).saving({ ...ON, selfBooking: false }, OFFICE, NOW)]);
    try {
      expect(await bookingOn(second).view(token, NOW)).toEqual({ state: "off" });
      expect(
        (await bookingOn(second).pick(token, atOfficeTime(calendarDay(2026, 12, 14)!, 9), "en", NOW)).outcome,
      ).toBe("off");
      expect(await bookingOn(second).nextOpen(NOW, 3)).toEqual([]);
    } finally {
      await first.write([await createSettingsRepository(first).saving(ON, OFFICE, NOW)]);
    }
  });
});
