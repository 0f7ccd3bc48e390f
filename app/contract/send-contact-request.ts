import { publicConfig } from "~/config/public-config";
import { CONTACT_FUNCTION_PATH, type ContactResponse } from "./contact-endpoint";
import type { CaseEvaluation, WidgetSubmission } from "./contact-request";

/*
 * The one backend client: the case-evaluation form and the message widget both send
 * through it, to `${backend}/functions/v1/send-contact-email`.
 */

export type SendOptions = {
  /** One per submission, reused when the same submission is retried. */
  idempotencyKey: string;
  /** Origin of the backend; the page's own origin when empty. */
  backendUrl?: string;
  anonKey?: string;
  fetch?: typeof fetch;
  /** Aborts the request, e.g. after a time limit, so a stalled network cannot hang the sender. */
  signal?: AbortSignal;
  /**
   * The edition the visitor wrote from ("es" for the Spanish pages), sent as Content-Language
   * so the office's email can say so; the payload, and so the endpoint's contract, stay as they are.
   */
  siteLanguage?: string;
};

export function contactFunctionUrl(backendUrl = publicConfig.PUBLIC_BACKEND_URL): string {
  return `${backendUrl.replace(/\/+$/, "")}${CONTACT_FUNCTION_PATH}`;
}

/**
 * A non-OK answer: its message is the spec's `HTTP error! status: {status}`; it keeps the status
 * and the Retry-After the server sent (in seconds), so the visitor can be told how long to wait.
 */
export class ContactSendError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = "ContactSendError";
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A Retry-After this long or longer means "come back later", not "try again now". */
const LONG_WAIT_SECONDS = 60;

/**
 * How long the visitor must wait before sending again, when the server said so: a 429 (rate
 * limited; a minute when it gave no Retry-After), or a 503 that asks for a long wait (the
 * network's share of the disk). Null for every other failure, where trying again at once is right.
 */
export function waitBeforeRetry(error: unknown): number | null {
  if (!(error instanceof ContactSendError)) return null;
  if (error.status === 429) return error.retryAfterSeconds ?? LONG_WAIT_SECONDS;
  if (error.status === 503 && (error.retryAfterSeconds ?? 0) >= LONG_WAIT_SECONDS) return error.retryAfterSeconds;
  return null;
}

/** Sends a payload; a non-OK status throws a ContactSendError, `HTTP error! status: {status}`. */
export async function sendContactRequest(
  payload: (CaseEvaluation | WidgetSubmission) & Record<string, unknown>,
  {
    idempotencyKey,
    backendUrl,
    anonKey = publicConfig.PUBLIC_ANON_KEY,
    fetch: fetchImpl = fetch,
    signal,
    siteLanguage,
  }: SendOptions,
): Promise<ContactResponse> {
  const response = await fetchImpl(contactFunctionUrl(backendUrl), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${anonKey}`,
      "Idempotency-Key": idempotencyKey,
      ...(siteLanguage ? { "Content-Language": siteLanguage } : {}),
    },
    body: JSON.stringify(payload),
    signal,
  });
  if (!response.ok) throw new ContactSendError(response.status, retryAfterSeconds(response.headers.get("Retry-After")));
  return (await response.json()) as ContactResponse;
}

/** A signal that aborts after `ms` milliseconds (AbortSignal.timeout where the browser has it). */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === "function") return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException("The request timed out", "TimeoutError")), ms);
  return controller.signal;
}

/** A fresh idempotency key; crypto.randomUUID needs a secure context, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
