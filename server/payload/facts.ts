import { FACT_KEYS, type FactKey } from "~/office/lead-fields";

/**
 * What the office knows of a lead beyond what was sent: its corrections of the visitor's
 * fields and the practice's own facts, kept in contact_requests.facts as a JSON object of
 * strings (only the facts the office set; "" is one it cleared). The payload stays as the
 * visitor sent it; what the office reads, searches, counts deadlines from and exports is the
 * payload with the facts over it.
 */
export type Facts = Partial<Record<FactKey, string>>;

/** The facts a row holds; anything that is not a known fact's string is ignored. */
export function factsOf(raw: string | null | undefined): Facts {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const facts: Facts = {};
  for (const key of FACT_KEYS) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === "string") facts[key] = value;
  }
  return facts;
}

/** The facts as the column stores them; null when there are none. */
export function factsText(facts: Facts): string | null {
  const kept = Object.fromEntries(FACT_KEYS.filter((key) => facts[key] !== undefined).map((key) => [key, facts[key]]));
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/** The payload's fields with the office's facts over them: what the office works from. */
export function effectiveFields(payload: Record<string, unknown> | null, facts: Facts): Record<string, unknown> {
  return { ...(payload ?? {}), ...facts };
}

/** What the office changed: each fact whose value differs from what it was, from and to ("" for none). */
export type FactChange = { key: FactKey; from: string; to: string };

/** The facts whose posted value differs from the one the form showed (both as the form shows them). */
export function factChanges(
  shown: Partial<Record<FactKey, string>>,
  posted: Partial<Record<FactKey, string>>,
): FactChange[] {
  return FACT_KEYS.flatMap((key) => {
    if (posted[key] === undefined) return [];
    const from = (shown[key] ?? "").trim();
    const to = posted[key].trim();
    return from === to ? [] : [{ key, from, to }];
  });
}
