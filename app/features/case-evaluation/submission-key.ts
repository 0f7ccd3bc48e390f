import { newIdempotencyKey } from "~/contract/send-contact-request";

/**
 * One Idempotency-Key per submission. Retrying the same data after a failure reuses the key,
 * so the server stores and mails it once even if the first attempt did arrive; changed data
 * or a new request after a success gets a new key.
 */
export function createSubmissionKeys(newKey: () => string = newIdempotencyKey) {
  let pending: { key: string; fingerprint: string } | undefined;

  return {
    /** The key for sending this payload now. */
    keyFor(payload: Record<string, unknown>): string {
      const fingerprint = JSON.stringify(payload, Object.keys(payload).sort());
      if (pending?.fingerprint !== fingerprint) pending = { key: newKey(), fingerprint };
      return pending.key;
    },
    /** The server has the request: the next one is a new submission. */
    succeeded() {
      pending = undefined;
    },
  };
}

export type SubmissionKeys = ReturnType<typeof createSubmissionKeys>;
