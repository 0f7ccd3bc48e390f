import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: a sign-in link's token or a session cookie's value. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of a token: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A session's form token: derived from the cookie's secret value, so it is stored nowhere. */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac("sha256", sessionToken).update("office-form").digest("base64url");
}

export function sameSecret(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}

/** Tokens we issue are 43 base64url characters; anything else is refused before a lookup. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
