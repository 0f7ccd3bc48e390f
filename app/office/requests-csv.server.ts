import { NOT_SPECIFIED_VIA_CHAT, WIDGET_SOURCE } from "~/contract/contact-request";
import { requestReference } from "~/contract/request-reference";
import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { fromDayKey, isoDay } from "~/lib/calendar-day";
import { readIncidentDate } from "~/lib/incident-date-reading";
import { CSV_START, csvLine } from "../../server/office/csv";
import { workingFields } from "../../server/office/request-facts";
import { shownText } from "../../server/office/text";
import type { RequestRow, WayIn } from "../../server/requests/reads";
import type { ContactCounts, ThreadEntry } from "../../server/requests/thread-repository";
import { officeCopy } from "./copy";
import { FIELD_LABELS } from "./field-labels";
import { PRACTICE_FIELDS } from "./lead-fields";

const { headings, notified } = officeCopy.csv;

/**
 * The visitor's fields as the office works from them (what was sent, with the office's
 * corrections over it), phone renamed: the phone an importer reads is a column of its own; the
 * incident date as an ISO day when it reads as one.
 */
const VISITOR_FIELDS = FIELD_LABELS.map(
  ([key, label]) =>
    [
      key,
      key === "phone" ? headings.phoneAsWritten : key === "incidentDate" ? headings.incidentDateIso : label,
    ] as const,
);

// Times as the office's clock shows them, the zone named in each column's heading.
const HEADER = [
  headings.id,
  headings.reference,
  headings.received(OFFICE_TIME_ZONE),
  headings.channel,
  headings.language,
  headings.notified,
  headings.stage,
  headings.assignee,
  headings.firstContact(OFFICE_TIME_ZONE),
  headings.claimDeadline,
  headings.suitDeadline,
  headings.closed(OFFICE_TIME_ZONE),
  headings.reason,
  headings.callsReached,
  headings.callAttempts,
  headings.repliesSent,
  headings.phoneDigits,
  ...VISITOR_FIELDS.map(([, label]) => label),
  ...PRACTICE_FIELDS.map((key) => officeCopy.facts.labels[key]),
];

const WALL_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** "2026-11-26 14:05": a date and time every spreadsheet and importer reads, on the office's clock. */
export function officeClock(at: number | null): string {
  if (at == null) return "";
  const part = Object.fromEntries(WALL_CLOCK.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * A phone number as an importer reads it, with nothing a spreadsheet would take for a formula:
 * its digits, country code first (E.164 without the plus) for a North American number and for
 * one written with + or 00; otherwise the digits as written. Empty for fewer than seven digits.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7) return "";
  if (/^\s*(?:\+|00)/.test(phone)) return phone.trim().startsWith("00") ? digits.slice(2) : digits;
  if (digits.length === 10) return `1${digits}`;
  return digits;
}

const day = (key: number | null) => {
  const found = key == null ? null : fromDayKey(key);
  return found ? isoDay(found) : "";
};
/** As the office's pages show it: nothing invisible that reorders or hides what the visitor wrote. */
const text = (payload: Record<string, unknown>, key: string) => {
  const value = payload[key];
  return typeof value === "string" ? shownText(value) : "";
};
const noteLines = (notes: ThreadEntry[] = []) =>
  notes.map((note) => `${officeClock(note.at)} ${note.author}: ${note.body}`).join("\n\n");

/** A visitor's field for the CSV: "not given" for the widget's placeholders, an ISO day for a date that reads as one. */
function visitorCell(payload: Record<string, unknown>, key: string): string {
  const value = text(payload, key);
  // The widget does not ask how they heard of the firm: its fixed answer names the channel, which has its own column.
  if (value.trim() === NOT_SPECIFIED_VIA_CHAT || (key === "howHeardAboutUs" && value.trim() === WIDGET_SOURCE)) {
    return officeCopy.csv.notGiven;
  }
  if (key === "incidentDate" && value.trim()) {
    const read = readIncidentDate(value);
    return read ? isoDay(read) : value;
  }
  return value;
}

function cellsOf(
  row: RequestRow,
  notes: Map<string, ThreadEntry[]> | null,
  contacts: Map<string, ContactCounts>,
): string[] {
  const payload = payloadFields(row) ?? { caseDescription: row.payload };
  const counted = contacts.get(row.id) ?? { calls: 0, attempts: 0, replies: 0 };
  const wayIn = (row.source === "office" ? (row.intake_channel ?? "phone") : row.source) as WayIn;
  return [
    row.id,
    requestReference(row.id) ?? "",
    officeClock(row.created_at),
    officeCopy.channels[wayIn].name,
    row.source === "office" ? "" : officeCopy.languages[row.edition],
    notified[row.status],
    officeCopy.stages[row.stage],
    row.assignee ?? "",
    officeClock(row.first_contact_at),
    day(row.claim_deadline),
    day(row.suit_deadline),
    officeClock(row.closed_at),
    row.decision_reason ?? "",
    String(counted.calls),
    String(counted.attempts),
    String(counted.replies),
    phoneDigits(text(payload, "phone")),
    ...VISITOR_FIELDS.map(([key]) => visitorCell(payload, key)),
    ...PRACTICE_FIELDS.map((key) => text(payload, key)),
    ...(notes ? [noteLines(notes.get(row.id))] : []),
  ];
}

/** A row's fields as the office works from them; null for a spam body that is not a form's fields. */
function payloadFields(row: RequestRow): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(row.payload);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  } catch {
    return null;
  }
  return workingFields(row);
}

type Batch = { rows: RequestRow[]; notes: Map<string, ThreadEntry[]> | null; contacts: Map<string, ContactCounts> };

/**
 * The office's requests as a case-management tool imports them (RFC 4180, a byte-order mark
 * first, every cell through the formula guard of server/office/csv.ts), written batch by
 * batch as the reader takes them: the first bytes leave at once, and memory holds one batch.
 */
export function requestsCsvStream(batches: AsyncIterable<Batch>, { notes }: { notes: boolean }) {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_START + csvLine(notes ? [...HEADER, headings.notes] : HEADER)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) return controller.close();
      const { rows, notes: byRequest, contacts } = next.value;
      controller.enqueue(encoder.encode(rows.map((row) => csvLine(cellsOf(row, byRequest, contacts))).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
