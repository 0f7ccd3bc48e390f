import { tzlib_get_ical_block } from "timezones-ical-library";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { isoDay } from "~/lib/calendar-day";
import { officeClockAt } from "~/lib/office-clock";

/**
 * iCalendar (RFC 5545) for the office's consultations: the invitation a visitor's calendar takes
 * (METHOD:REQUEST, then CANCEL), and the attorney's feed (METHOD:PUBLISH). Times are written on
 * California's clock with its VTIMEZONE (from the IANA data, timezones-ical-library), so a
 * calendar shows the right time on either side of a daylight-saving change; each event keeps its
 * UID, and every change raises its SEQUENCE.
 */

export type IcsMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export type IcsEvent = {
  uid: string;
  sequence: number;
  start: number;
  end: number;
  /** When this version of it was made (DTSTAMP); a change has a later one. */
  stamp: number;
  summary: string;
  description?: string;
  location?: string;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
};

const PRODUCT_ID = "-//Office intake//Consultations//EN";

/** TEXT as RFC 5545 escapes it: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** A parameter value (a CN): quoted, with what a quoted string cannot hold taken out. */
function parameter(value: string): string {
  // eslint-disable-next-line no-control-regex -- no control character may reach a content line
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "").slice(0, 100)}"`;
}

/** Content lines of at most 75 octets, continued with a space, never splitting a character. */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const two = (value: number) => String(value).padStart(2, "0");

/** "20261207T093000": the office's clock at `at`, for a TZID'd DATE-TIME. */
function localDateTime(at: number): string {
  const { day, hour, minute } = officeClockAt(at);
  return `${isoDay(day).replaceAll("-", "")}T${two(hour)}${two(minute)}00`;
}

/** "20261207T173000Z". */
function utcDateTime(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

let timeZoneBlock: string | undefined;
/** The VTIMEZONE of America/Los_Angeles, with both of its yearly changes. */
function vtimezone(): string {
  timeZoneBlock ??= tzlib_get_ical_block(OFFICE_TIME_ZONE)[0]!.replace(/\r?\n/g, "\r\n");
  return timeZoneBlock;
}

function eventLines(event: IcsEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${OFFICE_TIME_ZONE}:${localDateTime(event.start)}`,
    `DTEND;TZID=${OFFICE_TIME_ZONE}:${localDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `STATUS:${event.status}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`);
  if (event.attendee) {
    lines.push(
      `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    );
  }
  lines.push("TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** A calendar of these events, as a .ics file's text (CRLF line ends, folded). */
export function calendarText(method: IcsMethod, events: readonly IcsEvent[], name?: string): string {
  const head = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODUCT_ID}`, "CALSCALE:GREGORIAN", `METHOD:${method}`];
  if (name) head.push(`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${OFFICE_TIME_ZONE}`);
  const body = events.flatMap(eventLines).map(fold);
  return [...head, vtimezone(), ...body, "END:VCALENDAR", ""].join("\r\n");
}
