import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * How a file is kept encrypted (ADR 060): its plaintext cut into records of 64 KiB, the last one
 * shorter, each sealed on its own with AES-256-GCM under the file's key: a random 12-byte nonce,
 * the ciphertext, the 16-byte tag. Each record's additional data names the file, the record's
 * place and whether it is the last, so no record can be moved, swapped between files or dropped
 * from the end unnoticed.
 *
 * tus offsets count plaintext. Only whole records are ever stored: the bytes of a transfer cut off
 * inside a record are not kept, and the offset the server reports ends at the last whole record,
 * so the client sends the rest again. A Range needs only the records it touches.
 */
export const PLAIN_RECORD = 64 * 1024;
const NONCE = 12;
const TAG = 16;
export const RECORD_OVERHEAD = NONCE + TAG;
export const CIPHER_RECORD = PLAIN_RECORD + RECORD_OVERHEAD;

/** Records a file of `size` bytes has: at least one, so that even an empty file has an end. */
export function recordCount(size: number): number {
  return Math.max(1, Math.ceil(size / PLAIN_RECORD));
}

/** The stored length of a file of `size` plaintext bytes. */
export function cipherLength(size: number): number {
  return size + recordCount(size) * RECORD_OVERHEAD;
}

/**
 * The plaintext offset that `stored` bytes of ciphertext hold whole: the upload's tus offset. A
 * partial record at the end (a write cut off by a full disk or a crash) counts for nothing.
 */
export function plainOffset(stored: number, size: number): number {
  if (stored >= cipherLength(size)) return size;
  return Math.floor(stored / CIPHER_RECORD) * PLAIN_RECORD;
}

/** Where the ciphertext of whole records ends, at or before `stored`. */
export function wholeRecordsEnd(stored: number, size: number): number {
  if (stored >= cipherLength(size)) return cipherLength(size);
  return Math.floor(stored / CIPHER_RECORD) * CIPHER_RECORD;
}

function additionalData(fileId: string, index: number, last: boolean): Buffer {
  const data = Buffer.alloc(fileId.length + 9);
  data.write(fileId, 0, "latin1");
  data.writeBigUInt64BE(BigInt(index), fileId.length);
  data[fileId.length + 8] = last ? 1 : 0;
  return data;
}

export function sealRecord(key: Buffer, fileId: string, index: number, last: boolean, plain: Buffer): Buffer {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(additionalData(fileId, index, last));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

/** The record's plaintext; throws if a byte of it, or its place, is not what was sealed. */
export function openRecord(key: Buffer, fileId: string, index: number, last: boolean, sealed: Buffer): Buffer {
  if (sealed.length < RECORD_OVERHEAD) throw new Error("evidence record too short");
  const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, NONCE));
  decipher.setAAD(additionalData(fileId, index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
  return Buffer.concat([decipher.update(sealed.subarray(NONCE, sealed.length - TAG)), decipher.final()]);
}

/** Seals and opens a small blob kept beside a file (its thumbnail), under the file's key. */
export function sealBlob(key: Buffer, label: string, plain: Buffer): string {
  return sealRecord(key, label, 0, true, plain).toString("base64");
}
export function openBlob(key: Buffer, label: string, sealed: string): Buffer {
  return openRecord(key, label, 0, true, Buffer.from(sealed, "base64"));
}

/**
 * Plaintext in, whole sealed records out, from plaintext `offset` (a record boundary) of a file
 * of `size` bytes. `onRecord` sees each record's plaintext before it is sealed, in order (the
 * first one is where its type is checked; throwing refuses the stream). What is left over at the
 * end, less than a record and not the file's end, is dropped: it was never acknowledged.
 */
export function sealingStream({
  key,
  fileId,
  offset,
  size,
  onRecord,
}: {
  key: Buffer;
  fileId: string;
  offset: number;
  size: number;
  onRecord?: (index: number, plain: Buffer) => void | Promise<void>;
}): Transform {
  if (offset % PLAIN_RECORD !== 0 && offset !== size) throw new Error("an upload resumes at a record boundary");
  const last = recordCount(size) - 1;
  let index = offset / PLAIN_RECORD;
  let position = offset;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const sealWhole = async (stream: Transform) => {
    for (;;) {
      const wanted = Math.min(PLAIN_RECORD, size - position);
      if (pendingBytes < wanted || index > last || (wanted === 0 && size > 0)) break;
      const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
      const plain = joined.subarray(0, wanted);
      const rest = joined.subarray(wanted);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
      await onRecord?.(index, plain);
      stream.push(sealRecord(key, fileId, index, index === last, plain));
      position += wanted;
      index++;
      if (position >= size) break;
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      sealWhole(this).then(() => done(), done);
    },
    flush(done) {
      pending = [];
      // An empty file is one empty record, sealed as its end.
      if (size !== 0 || index !== 0) return done();
      Promise.resolve(onRecord?.(0, Buffer.alloc(0))).then(() => {
        this.push(sealRecord(key, fileId, 0, true, Buffer.alloc(0)));
        done();
      }, done);
    },
  });
}

/** The stored byte range (inclusive) that holds plaintext bytes `start` to `end` (inclusive). */
export function storedRange(start: number, end: number, size: number): { first: number; from: number; to: number } {
  const first = Math.floor(start / PLAIN_RECORD);
  const lastNeeded = Math.floor(end / PLAIN_RECORD);
  return {
    first,
    from: first * CIPHER_RECORD,
    to: Math.min((lastNeeded + 1) * CIPHER_RECORD, cipherLength(size)) - 1,
  };
}

/**
 * Stored bytes in (from record `first` on, as storedRange gives them), plaintext bytes `start`
 * to `end` out: each record opened and checked as it completes, nothing held but one record.
 */
export function openingStream({
  key,
  fileId,
  size,
  start,
  end,
}: {
  key: Buffer;
  fileId: string;
  size: number;
  start: number;
  end: number;
}): Transform {
  const last = recordCount(size) - 1;
  let index = Math.floor(start / PLAIN_RECORD);
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const sealedLength = (at: number) => (at === last ? cipherLength(size) - at * CIPHER_RECORD : CIPHER_RECORD);

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        pending.push(chunk);
        pendingBytes += chunk.length;
        while (index <= last && pendingBytes >= sealedLength(index)) {
          const wanted = sealedLength(index);
          const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
          const plain = openRecord(key, fileId, index, index === last, joined.subarray(0, wanted));
          const rest = joined.subarray(wanted);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
          const recordStart = index * PLAIN_RECORD;
          const from = Math.max(0, start - recordStart);
          const to = Math.min(plain.length, end - recordStart + 1);
          if (to > from) this.push(plain.subarray(from, to));
          index++;
          if (recordStart + PLAIN_RECORD > end) {
            pending = [];
            pendingBytes = 0;
            break;
          }
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      const expectedEnd = Math.floor(end / PLAIN_RECORD);
      done(index <= expectedEnd ? new Error("evidence file ends before its last record") : undefined);
    },
  });
}
