/**
 * The day-before reminder: when it is due on California's clock (across both daylight-saving
 * changes), which consultations get one, its mail in the visitor's language, and the office's
 * form that turns it on and off (thread and audit). The sending once across instances and a
 * restart, on both databases, is in tests/integration/agenda-once.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { officeInstant } from "~/lib/business-day";
import { consultationActionOf } from "../agenda/consultation-form";
import { composeConsultationMail } from "../agenda/consultation-mail";
import type { Consultation } from "../agenda/consultations-repository";
import { caseEvaluation } from "../requests/test-support";
import { reminderSpan, wantsReminder } from "./consultation-reminders";
import { newOnce, setUpBackend, signedIn, stopBackends } from "./test-backend";

const at = (local: string) => officeInstant(local)!;

const consultation = (change: Partial<Consultation> = {}): Consultation => ({
  id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  requestId: "0b9f6a52-1c3d-4e5f-8a7b-6c5d4e3f2a1b",
  startsAt: at("2026-12-09T10:00"),
  minutes: 30,
  format: "video",
  attorney: null,
  details: "",
  state: "booked",
  sequence: 0,
  sentSequence: 0,
  language: "es",
  reminder: true,
  remindedFor: null,
  selfBooked: false,
  createdAt: 0,
  createdBy: "office@example.com",
  updatedAt: 0,
  ...change,
});

afterEach(stopBackends);

describe("when the day-before reminder is due", () => {
  it("is the next office day's consultations, from the hour set, on California's clock across both changes", () => {
    expect(reminderSpan(at("2026-12-08T09:59"), 10)).toBeNull();
    expect(reminderSpan(at("2026-12-08T10:00"), 10)).toEqual({
      from: at("2026-12-09T00:00"),
      to: at("2026-12-10T00:00"),
    });
    expect(reminderSpan(at("2026-12-08T23:59"), 10)?.from).toBe(at("2026-12-09T00:00"));
    // Saturday March 7, 2026: Sunday the 8th has 23 hours (spring forward), and 10 AM is 17:00 UTC.
    expect(reminderSpan(Date.parse("2026-03-07T17:59:00Z"), 10)).toBeNull();
    const spring = reminderSpan(Date.parse("2026-03-07T18:00:00Z"), 10)!;
    expect(spring.to - spring.from).toBe(23 * 3_600_000);
    // Saturday Oct 31, 2026: Sunday Nov 1 has 25 hours (fall back), 10 AM is still PDT (17:00 UTC).
    expect(reminderSpan(Date.parse("2026-10-31T16:59:00Z"), 10)).toBeNull();
    const fall = reminderSpan(Date.parse("2026-10-31T17:00:00Z"), 10)!;
    expect(fall.to - fall.from).toBe(25 * 3_600_000);
  });

  it("goes for a booked one turned on whose invitation for this time was sent, not reminded of it yet", () => {
    const now = at("2026-12-08T10:00");
    expect(wantsReminder(consultation(), now)).toBe(true);
    expect(wantsReminder(consultation({ reminder: false }), now)).toBe(false);
    expect(wantsReminder(consultation({ state: "held" }), now)).toBe(false);
    expect(wantsReminder(consultation({ state: "cancelled", sequence: 1 }), now)).toBe(false);
    // Moved and the update not sent yet: the visitor does not know this time, so no reminder of it.
    expect(wantsReminder(consultation({ sequence: 1, sentSequence: 0 }), now)).toBe(false);
    expect(wantsReminder(consultation({ sentSequence: null }), now)).toBe(false);
    expect(wantsReminder(consultation({ remindedFor: at("2026-12-09T10:00") }), now)).toBe(false);
    // Reminded of an earlier time, then moved and the new time sent: this time is reminded of too.
    expect(
      wantsReminder(consultation({ remindedFor: at("2026-12-02T10:00"), sequence: 1, sentSequence: 1 }), now),
    ).toBe(true);
    expect(wantsReminder(consultation(), at("2026-12-09T10:00"))).toBe(false);
  });
});

describe("the reminder's mail", () => {
  it("is in the visitor's language, names the time and how, and has no calendar file", () => {
    const mail = composeConsultationMail({
      consultation: consultation(),
      kind: "reminder",
      language: "es",
      to: "ana@example.org",
      firstName: "Ana",
      firm,
      from: "Office <office@example.com>",
      replyTo: { name: firm.name, address: "office@example.com" },
      now: new Date(at("2026-12-08T10:00")),
    });
    expect(mail.subject).toBe(
      `Recordatorio: su consulta con ${firm.name} es mañana, miércoles 9 de diciembre de 2026 a las 10:00 a.m. (hora de California)`,
    );
    expect(mail.headers?.["Content-Language"]).toBe("es");
    expect(mail.text).toContain("Ana");
    expect(mail.calendar).toBeUndefined();
    expect(mail.messageId).toContain(".0.reminder@");
  });
});

describe("the office's form", () => {
  it("books with the reminder off unless ticked, and turns it on and off with a thread entry and an audit record", async () => {
    const { backend, db } = await setUpBackend({ MAIL_TO: "office@example.com" });
    const { context, session } = await signedIn(backend);
    const saved = await backend.requests.save({
      kind: "request",
      request: { source: "case-evaluation", payload: caseEvaluation },
    } as never);
    if (saved.outcome !== "created") throw new Error("not stored");
    const id = saved.id;
    const plan = { starts: "2031-01-07T10:00", minutes: "30", format: "phone", attorney: "", details: "" };
    const form = (fields: Record<string, string>) => consultationActionOf(new URLSearchParams(fields))!;
    const act = (fields: Record<string, string>) =>
      context.agenda.consultations.act(session, id, form(fields), newOnce());

    expect(await act({ intent: "consultation_book", ...plan })).toBe("done");
    const [booked] = await context.agenda.consultations.forRequest(id);
    expect(booked!.reminder).toBe(false);
    const move = { intent: "consultation_move", consultation: booked!.id, ...plan };
    expect(await act({ ...move, reminder: "on" })).toBe("done");
    expect(await act({ ...move, reminder: "on" })).toBe("unchanged");
    const [on] = await context.agenda.consultations.forRequest(id);
    // Turned on, the time unchanged: no new SEQUENCE, nothing for the visitor to be sent again.
    expect(on).toMatchObject({ reminder: true, sequence: 0 });
    expect(await act(move)).toBe("done");
    expect((await context.agenda.consultations.forRequest(id))[0]!.reminder).toBe(false);
    expect(form({ ...move, reminder: "yes" })).toBeNull();

    const audited = await db
      .selectFrom("office_audit")
      .select("detail")
      .where("request_id", "=", id)
      .where("action", "=", "consultation")
      .orderBy("at")
      .execute();
    expect(audited.map((row) => row.detail)).toEqual(["booked", "reminder_on", "reminder_off"]);
    const thread = (await context.detail(session, id))!.thread;
    expect(thread.filter((entry) => entry.kind === "consultation").map((entry) => entry.detail)).toEqual([
      "booked",
      "reminder_on",
      "reminder_off",
    ]);
    expect(await context.agenda.consultations.reminderHour()).toBe(10);
  });
});
