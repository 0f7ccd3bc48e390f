import { payloadFields } from "../../server/office/inbox";
import { toCsv } from "../../server/office/csv";
import { shownText } from "../../server/office/text";
import type { RequestRow } from "../../server/requests/reads";
import { FIELD_LABELS } from "./field-labels";

const HEADER = [
  "Request id",
  "Received (UTC)",
  "Source",
  "Delivery",
  "Handled (UTC)",
  ...FIELD_LABELS.map(([, label]) => label),
];

const iso = (at: number | null) => (at == null ? "" : new Date(at).toISOString());
/** As the office's pages show it: nothing invisible that reorders or hides what the visitor wrote. */
const text = (payload: Record<string, unknown>, key: string) => {
  const value = payload[key];
  return typeof value === "string" ? shownText(value) : "";
};

/** The office's requests as a spreadsheet or a case-management tool reads them. */
export function requestsCsv(rows: RequestRow[]): string {
  return toCsv([
    HEADER,
    ...rows.map((row) => {
      const payload = payloadFields(row.payload) ?? { caseDescription: row.payload };
      return [
        row.id,
        iso(row.created_at),
        row.source === "widget" ? "Message widget" : "Case form",
        row.status,
        iso(row.handled_at),
        ...FIELD_LABELS.map(([key]) => text(payload, key)),
      ];
    }),
  ]);
}
