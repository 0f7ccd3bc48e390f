import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { officeInstant } from "~/lib/business-day";
import { composeConsultationMail, mailKindOf } from "./consultation-mail";
import type { Consultation } from "./consultations-repository";

const at = (local: string) => officeInstant(local)!;

const booked = (startsAt: number, change: Partial<Consultation> = {}): Consultation => ({
  id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  requestId: "0b9f6a52-1c3d-4e5f-8a7b-6c5d4e3f2a1b",
  startsAt,
  minutes: 45,
  format: "office",
  attorney: "attorney@example.com",
  details: "",
  state: "booked",
  sequence: 0,
  sentSequence: null,
  language: "en",
  reminder: false,
  remindedFor: null,
  selfBooked: false,
  createdAt: 0,
  createdBy: "office@example.com",
  updatedAt: 0,
  ...change,
});

function mailOf(consultation: Consultation, language: "en" | "es" = "en") {
  return composeConsultationMail({
    consultation,
    kind: mailKindOf(consultation),
    language,
    to: "ana@example.org",
    firstName: "Ana",
    firm,
    from: "Office <office@example.com>",
    replyTo: { name: firm.name, address: "office@example.com" },
    now: new Date(Date.UTC(2026, 11, 1, 17)),
  });
}

/** The .ics as a calendar program reads it: ical.js parses it, its VTIMEZONE resolves the event's local times. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  const timezone = new ICAL.Timezone(zone);
  ICAL.TimezoneService.register(timezone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    tzid: zone.getFirstPropertyValue("tzid"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
    startZone: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
    status: vevent.getFirstPropertyValue("status"),
    summary: event.summary,
    location: event.location,
    attendee: vevent.getFirstPropertyValue("attendee"),
  };
}

describe("a consultation's mail and calendar file", () => {
  it("invites with METHOD:REQUEST, moves with the same UID and a higher SEQUENCE, cancels with METHOD:CANCEL", () => {
    // Booked in winter (PST), moved across the spring change into summer (PDT).
    const winter = at("2026-12-08T10:00");
    const invitation = mailOf(booked(winter));
    expect(invitation.calendar?.method).toBe("REQUEST");
    const first = parsed(invitation.calendar!.content);
    expect(first).toMatchObject({
      method: "REQUEST",
      tzid: "America/Los_Angeles",
      startZone: "America/Los_Angeles",
      sequence: 0,
      status: "CONFIRMED",
      start: Date.UTC(2026, 11, 8, 18),
      end: Date.UTC(2026, 11, 8, 18, 45),
      attendee: "mailto:ana@example.org",
    });
    expect(first.summary).toBe(`Free consultation with ${firm.name}`);
    expect(first.location).toContain(firm.address.city);
    expect(invitation.subject).toBe(
      `Your free consultation with ${firm.name}: Tuesday, December 8, 2026, 10:00 AM (California time)`,
    );
    expect(invitation.text).toContain("What to bring");
    expect(invitation.text).toContain("To change the time or cancel");

    const summer = at("2027-07-13T09:30");
    const moved = mailOf(booked(summer, { sequence: 1, sentSequence: 0, format: "phone" }));
    const second = parsed(moved.calendar!.content);
    expect(second).toMatchObject({
      method: "REQUEST",
      uid: first.uid,
      sequence: 1,
      start: Date.UTC(2027, 6, 13, 16, 30),
    });
    expect(second.location).toBeNull();
    expect(moved.subject).toMatch(/^New time for your consultation/);

    const cancelled = mailOf(booked(summer, { sequence: 2, sentSequence: 1, state: "cancelled", format: "phone" }));
    expect(cancelled.calendar?.method).toBe("CANCEL");
    expect(parsed(cancelled.calendar!.content)).toMatchObject({
      method: "CANCEL",
      uid: first.uid,
      sequence: 2,
      status: "CANCELLED",
    });
    expect(cancelled.subject).toMatch(/^Cancelled: /);
  });

  it("writes the invitation in Spanish for a Spanish-speaking visitor, and names them by first name only", () => {
    const mail = mailOf(booked(at("2026-11-01T00:30"), { language: "es" }), "es");
    expect(mail.headers["Content-Language"]).toBe("es");
    expect(mail.subject).toContain("consulta gratuita");
    expect(mail.text).toMatch(/Ana/);
    // 00:30 on the day the clocks fall back is still PDT (UTC−7).
    expect(parsed(mail.calendar!.content).start).toBe(Date.UTC(2026, 10, 1, 7, 30));
  });
});
