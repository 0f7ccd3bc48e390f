import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { checkCredential, issueCredential } from "./credential";
import { masterKeyFrom } from "./master-key";
import {
  CIPHER_RECORD,
  cipherLength,
  openingStream,
  PLAIN_RECORD,
  plainOffset,
  sealingStream,
  storedRange,
} from "./records";

const key = randomBytes(32);
const fileId = "0b7c2c8e-7a7e-4c43-9a55-5a3e0c2b9d11";

/** Seals `plain` from `offset` in chunks of `chunk` bytes, as a PATCH body arrives. */
async function seal(plain: Buffer, offset: number, chunk = 10_000) {
  const parts: Buffer[] = [];
  for (let at = offset; at < plain.length; at += chunk)
    parts.push(plain.subarray(at, Math.min(plain.length, at + chunk)));
  return buffer(Readable.from(parts).pipe(sealingStream({ key, fileId, offset, size: plain.length })));
}

async function open(stored: Buffer, size: number, start: number, end: number) {
  const range = storedRange(start, end, size);
  return buffer(
    Readable.from([stored.subarray(range.from, range.to + 1)]).pipe(openingStream({ key, fileId, size, start, end })),
  );
}

describe("evidence records", () => {
  const plain = randomBytes(3 * PLAIN_RECORD + 1234);

  it("seal whole records only: a body cut off inside a record keeps what ends at the last whole one", async () => {
    const cut = plain.subarray(0, PLAIN_RECORD + 500);
    const parts = [cut];
    const stored = await buffer(
      Readable.from(parts).pipe(sealingStream({ key, fileId, offset: 0, size: plain.length })),
    );
    expect(stored.length).toBe(CIPHER_RECORD);
    expect(plainOffset(stored.length, plain.length)).toBe(PLAIN_RECORD);
    // Resumed from there, the rest completes the file exactly.
    const rest = await seal(plain, PLAIN_RECORD);
    const whole = Buffer.concat([stored, rest]);
    expect(whole.length).toBe(cipherLength(plain.length));
    expect(plainOffset(whole.length, plain.length)).toBe(plain.length);
    expect((await open(whole, plain.length, 0, plain.length - 1)).equals(plain)).toBe(true);
  });

  it("hold no plaintext, and open any range from the records it touches", async () => {
    const marker = Buffer.from("PLAINTEXT-MARKER-".repeat(8));
    const text = Buffer.concat([marker, plain, marker]);
    const stored = await seal(text, 0);
    expect(stored.includes(marker.subarray(0, 17))).toBe(false);
    for (const [start, end] of [
      [0, 0],
      [5, 70_000],
      [PLAIN_RECORD, 2 * PLAIN_RECORD - 1],
      [text.length - 10, text.length - 1],
    ] as const) {
      expect((await open(stored, text.length, start, end)).equals(text.subarray(start, end + 1))).toBe(true);
    }
  });

  it("refuse a changed byte, a record moved, and a file cut at a record's end", async () => {
    const stored = await seal(plain, 0);
    const flipped = Buffer.from(stored);
    flipped[CIPHER_RECORD + 40]! ^= 1;
    await expect(open(flipped, plain.length, 0, plain.length - 1)).rejects.toThrow();
    const swapped = Buffer.concat([
      stored.subarray(CIPHER_RECORD, 2 * CIPHER_RECORD),
      stored.subarray(0, CIPHER_RECORD),
      stored.subarray(2 * CIPHER_RECORD),
    ]);
    await expect(open(swapped, plain.length, 0, plain.length - 1)).rejects.toThrow();
    // Three whole records, read as if they were the whole file: the third is not sealed as the last.
    const truncated = stored.subarray(0, 3 * CIPHER_RECORD);
    await expect(open(truncated, 3 * PLAIN_RECORD, 0, 3 * PLAIN_RECORD - 1)).rejects.toThrow();
  });

  it("seal a file of an exact number of records with its last one marked", async () => {
    const exact = randomBytes(2 * PLAIN_RECORD);
    const stored = await seal(exact, 0, 65_536);
    expect(stored.length).toBe(cipherLength(exact.length));
    expect((await open(stored, exact.length, 0, exact.length - 1)).equals(exact)).toBe(true);
  });
});

describe("the master key and the upload credential", () => {
  const master = masterKeyFrom(randomBytes(32));
  const requestId = "9f1c3a52-1b2d-4e5f-8a9b-0c1d2e3f4a5b";

  it("wrap a file's key so that only this master key, for this file, unwraps it", () => {
    const { key: fileKey, wrapped } = master.newFileKey(fileId);
    expect(master.unwrap(fileId, wrapped).equals(fileKey)).toBe(true);
    expect(() => master.unwrap(requestId, wrapped)).toThrow();
    expect(() => masterKeyFrom(randomBytes(32)).unwrap(fileId, wrapped)).toThrow();
  });

  it("a credential names its request until it expires; a changed or foreign one names none", () => {
    const now = Date.now();
    const token = issueCredential(master.credentialKey, requestId, now + 60_000);
    expect(checkCredential(master.credentialKey, token, now)).toMatchObject({ ok: true, requestId });
    expect(checkCredential(master.credentialKey, token, now + 61_000)).toEqual({ ok: false, reason: "expired" });
    const changed = `${token.slice(0, 5)}${token[5] === "A" ? "B" : "A"}${token.slice(6)}`;
    expect(checkCredential(master.credentialKey, changed, now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkCredential(masterKeyFrom(randomBytes(32)).credentialKey, token, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(checkCredential(master.credentialKey, undefined, now)).toEqual({ ok: false, reason: "invalid" });
  });
});
