/**
 * The short reference a visitor can read out on the phone, taken from the id the endpoint
 * returns ({ ok, id }, docs/decisions/022). The id is a UUID and the office's notification mail
 * carries it whole ("Request id: …"), so the reference is its first eight characters, upper case:
 * searching the mailbox for them finds the request. Undefined when the answer has no usable id.
 */
export const REFERENCE_LENGTH = 8;

/**
 * A request's id as the endpoint makes it (randomUUID: lower-case hex): anything else names no
 * request and never reaches a query. A whole id pasted into the office's search is read with it
 * too, after lower-casing.
 */
export const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function requestReference(id: unknown): string | undefined {
  if (typeof id !== "string") return undefined;
  const characters = id.replace(/[^0-9a-z]/gi, "");
  if (characters.length < REFERENCE_LENGTH) return undefined;
  return characters.slice(0, REFERENCE_LENGTH).toUpperCase();
}
