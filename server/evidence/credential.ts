import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The credential that lets a visitor's browser send files for one request, and nothing else:
 * the request's id and an expiry, signed with a key derived from EVIDENCE_KEY. Nothing is
 * stored, so every instance checks it alike; a request erased takes its credentials with it,
 * since they name a request that is no longer there. It is sent as `Authorization: Bearer`, and
 * travels in a link's fragment, which browsers never send to a server.
 */
const VERSION = 1;
const ID_BYTES = 16;
const MAC_BYTES = 16;
const LENGTH = 1 + ID_BYTES + 4 + MAC_BYTES;

const uuidBytes = (id: string) => Buffer.from(id.replaceAll("-", ""), "hex");
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(key: Buffer, body: Buffer): Buffer {
  return createHmac("sha256", key).update(body).digest().subarray(0, MAC_BYTES);
}

export function issueCredential(key: Buffer, requestId: string, expiresAt: number): string {
  if (!UUID.test(requestId)) throw new Error("a credential names a request by its UUID");
  const body = Buffer.alloc(1 + ID_BYTES + 4);
  body[0] = VERSION;
  uuidBytes(requestId).copy(body, 1);
  body.writeUInt32BE(Math.floor(expiresAt / 1000), 1 + ID_BYTES);
  return Buffer.concat([body, mac(key, body)]).toString("base64url");
}

export type CredentialCheck =
  { ok: true; requestId: string; expiresAt: number } | { ok: false; reason: "invalid" | "expired" };

export function checkCredential(key: Buffer, token: string | undefined, now = Date.now()): CredentialCheck {
  if (!token || token.length > 64 || !/^[A-Za-z0-9_-]+$/.test(token)) return { ok: false, reason: "invalid" };
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== LENGTH || bytes[0] !== VERSION) return { ok: false, reason: "invalid" };
  const body = bytes.subarray(0, LENGTH - MAC_BYTES);
  if (!timingSafeEqual(mac(key, body), bytes.subarray(LENGTH - MAC_BYTES))) return { ok: false, reason: "invalid" };
  const expiresAt = body.readUInt32BE(1 + ID_BYTES) * 1000;
  if (expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, requestId: uuidOf(body.subarray(1, 1 + ID_BYTES)), expiresAt };
}

/** The credential of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined | null): string | undefined {
  return /^Bearer\s+([A-Za-z0-9_-]+)\s*$/i.exec(header ?? "")?.[1];
}
