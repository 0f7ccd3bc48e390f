import { requestReference } from "~/features/case-evaluation/request-reference";
import { fromDayKey, isoDay } from "~/lib/calendar-day";
import { toCsv } from "../../server/office/csv";
import { payloadFields } from "../../server/office/request-facts";
import { shownText } from "../../server/office/text";
import type { RequestRow } from "../../server/requests/reads";
import type { ThreadEntry } from "../../server/requests/thread-repository";
import { officeCopy } from "./copy";
import { FIELD_LABELS } from "./field-labels";

const HEADER = [
  "Request id",
  "Reference",
  "Received (UTC)",
  "Source",
  "Delivery",
  "Stage",
  "Assignee",
  "First contact (UTC)",
  "Claim deadline (Gov. Code 911.2)",
  "Closed (UTC)",
  "Decision reason",
  ...FIELD_LABELS.map(([, label]) => label),
];
const NOTES = "Internal notes";

const iso = (at: number | null) => (at == null ? "" : new Date(at).toISOString());
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
  notes.map((note) => `${iso(note.at)} ${note.author}: ${note.body}`).join("\n\n");

/**
 * The office's requests as a spreadsheet or a case-management tool reads them; the internal
 * notes in a last column only when the office asked for them. Every cell goes through the
 * CSV's formula guard (server/office/csv.ts).
 */
export function requestsCsv({ rows, notes }: { rows: RequestRow[]; notes: Map<string, ThreadEntry[]> | null }): string {
  return toCsv([
    notes ? [...HEADER, NOTES] : HEADER,
    ...rows.map((row) => {
      const payload = payloadFields(row.payload) ?? { caseDescription: row.payload };
      return [
        row.id,
        requestReference(row.id) ?? "",
        iso(row.created_at),
        row.source === "widget" ? "Message widget" : "Case form",
        row.status,
        officeCopy.stages[row.stage],
        row.assignee ?? "",
        iso(row.first_contact_at),
        day(row.claim_deadline),
        iso(row.closed_at),
        row.decision_reason ?? "",
        ...FIELD_LABELS.map(([key]) => text(payload, key)),
        ...(notes ? [noteLines(notes.get(row.id))] : []),
      ];
    }),
  ]);
}
