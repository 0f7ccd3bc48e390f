import type { UploadGrant } from "./evidence-uploads";

/**
 * POST /functions/v1/send-contact-email as the browser and the server both know it
 * (ADR 022). The payloads are in contact-request.ts.
 */
export const CONTACT_FUNCTION_PATH = "/functions/v1/send-contact-email";

/**
 * A form field that people never see and bots fill in. Only the server looks at it:
 * a filled one is stored as spam and never mailed. Its name means nothing to browser
 * autofill, so a real visitor's browser never fills it in for them.
 */
export const HONEYPOT_FIELD = "contactReference";

/**
 * When the firm lets visitors pick a consultation's time: the pick page's address (a link with
 * its own token, in the request's language) and the next open times, as instants, soonest first.
 */
export type BookingOffer = { url: string; next: number[] };

/**
 * The answer to an accepted request; `id` names the stored request, nothing personal. `uploads`
 * says where and how the visitor may send files with it (evidence-uploads.ts); `booking`, where
 * they may pick a time for the consultation, while the firm offers it.
 */
export type ContactResponse = { ok: true; id: string; uploads?: UploadGrant; booking?: BookingOffer };

/** `error.code` of every other answer. */
export type ContactErrorCode =
  | "unauthorized"
  | "method_not_allowed"
  | "unsupported_media_type"
  | "payload_too_large"
  | "invalid_body"
  | "invalid_idempotency_key"
  | "validation_failed"
  | "idempotency_key_reused"
  | "rate_limited"
  | "unavailable"
  | "internal_error";

/** `fields` only with validation_failed: each failing field's first message. */
export type ContactErrorResponse = {
  error: { code: ContactErrorCode; message: string; fields?: Record<string, string> };
};
