import type { ConflictRecordsTable } from "../db/schema";

/** A request reduced to its conflict-check record: who, which agency and when, the decision; nothing they told. */
export function conflictRecordOf(row: Record<string, unknown>): ConflictRecordsTable {
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(String(row.payload)) as Record<string, unknown>;
  } catch {
    // Not a form's fields: the record keeps the dates and the decision.
  }
  const field = (key: string, max: number) => {
    const value = typeof payload[key] === "string" ? (payload[key] as string).trim() : "";
    return value ? value.slice(0, max) : null;
  };
  const num = (value: unknown) => (value == null ? null : Number(value));
  return {
    id: String(row.id),
    name: [field("firstName", 200), field("lastName", 200)].filter(Boolean).join(" "),
    email: field("email", 320),
    phone: field("phone", 60),
    agency: field("policeAgency", 300),
    incident_date: field("incidentDate", 60),
    incident_on: num(row.incident_on),
    decision: row.stage as ConflictRecordsTable["decision"],
    reason: row.decision_reason == null ? null : String(row.decision_reason).slice(0, 500),
    received_at: Number(row.created_at),
    first_contact_at: num(row.first_contact_at),
    decided_at: Number(row.closed_at),
    email_key: (row.email_key as string | null) ?? null,
    phone_key: (row.phone_key as string | null) ?? null,
    agency_key: (row.agency_key as string | null) ?? null,
  };
}
