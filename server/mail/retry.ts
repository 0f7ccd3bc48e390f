export type RetryPolicy = { baseMs: number; maxMs: number };

/**
 * Capped exponential backoff with jitter: attempt 1 waits about baseMs, each further
 * attempt twice as long, never more than maxMs. The jitter (the upper half of the delay
 * is random) keeps a backlog from retrying in lockstep.
 */
export function retryDelayMs(attempt: number, { baseMs, maxMs }: RetryPolicy, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/**
 * A rejection that trying again cannot fix: the provider refused the recipient or the
 * message for good (SMTP 5xx on RCPT or DATA). A refused login (EAUTH 535) is not one of
 * them: it is the server's setting, and every message waits until it is fixed.
 */
export function isPermanentRejection(errorCode: string): boolean {
  return /^(EENVELOPE|EMESSAGE) 5\d\d$/.test(errorCode);
}
