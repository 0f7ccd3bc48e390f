import { AsyncLocalStorage } from "node:async_hooks";
import type { Readable } from "node:stream";
import { DataStore, ERRORS, Upload } from "@tus/utils";
import { fileTypeFromBuffer } from "file-type";
import { ACCEPTED_MEDIA_TYPES, type UploadRefusal } from "~/contract/evidence-uploads";
import type { BlobStore } from "./blob-store";
import type { FilesRepository } from "./files-repository";
import type { MasterKey } from "./master-key";
import { cipherLength, openingStream, plainOffset, sealingStream, storedRange, wholeRecordsEnd } from "./records";

/** What one upload request learned on its way through tus, for the answer the route gives. */
export type UploadCall = { refusal?: UploadRefusal; language: string; fileId?: string };
export const uploadCall = new AsyncLocalStorage<UploadCall>();

/** Marks the call refused for `reason` and gives tus the error it answers with. */
export function refuse(reason: UploadRefusal, status: number): { status_code: number; body: string } {
  const call = uploadCall.getStore();
  if (call) call.refusal = reason;
  return { status_code: status, body: `${reason}\n` };
}

/** The type a file's first bytes say it is, as it will be served; null when it is none we take. */
export async function sniffedType(firstBytes: Buffer): Promise<string | null> {
  const found = await fileTypeFromBuffer(firstBytes);
  return (found && ACCEPTED_MEDIA_TYPES[found.mime]) ?? null;
}

export type NewUploadFacts = { requestId: string; name: string; language: string };

/**
 * The tus DataStore of the evidence: each file sealed record by record on its way in
 * (records.ts), under a key of its own, wrapped by the master key, in its row of
 * evidence_files; tus's offsets in plaintext, its bytes in the blob store. The name the visitor
 * gave, the request and the key stay in the database: the blob store holds ciphertext and sizes.
 * Its first record is where its type is checked: a file that is none of the accepted types is
 * refused and removed before anything of it is kept.
 */
export class SealedStore extends DataStore {
  constructor(
    private readonly blobs: BlobStore,
    private readonly files: FilesRepository,
    private readonly master: MasterKey,
    private readonly factsOf: (upload: Upload) => NewUploadFacts,
  ) {
    super();
    this.extensions = ["creation", "creation-with-upload", "termination"];
  }

  override async create(upload: Upload): Promise<Upload> {
    const size = upload.size;
    if (size === undefined) throw ERRORS.INVALID_LENGTH;
    const facts = this.factsOf(upload);
    const { wrapped } = this.master.newFileKey(upload.id);
    const createdAt = Date.now();
    await this.files.add({ id: upload.id, ...facts, size, wrappedKey: wrapped, createdAt });
    try {
      // What tus's own store keeps beside the bytes: their length and nothing the visitor said.
      await this.blobs.tus.create(new Upload({ id: upload.id, size: cipherLength(size), offset: 0 }));
    } catch (error) {
      await this.files.forget([upload.id]);
      throw (await this.blobs.full()) ? refuse("unavailable", 503) : error;
    }
    return new Upload({ id: upload.id, size, offset: 0, creation_date: new Date(createdAt).toISOString() });
  }

  override async getUpload(id: string): Promise<Upload> {
    const file = await this.files.get(id);
    if (!file) throw ERRORS.FILE_NOT_FOUND;
    const stored = await this.blobs.tus.getUpload(id);
    return new Upload({
      id,
      size: file.size,
      offset: plainOffset(stored.offset, file.size),
      creation_date: new Date(file.createdAt).toISOString(),
    });
  }

  override async write(body: Readable, id: string, offset: number): Promise<number> {
    const file = await this.files.get(id);
    if (!file) throw ERRORS.FILE_NOT_FOUND;
    const call = uploadCall.getStore();
    if (call) call.language = file.language;
    const key = this.master.unwrap(id, file.wrappedKey);
    const stored = (await this.blobs.tus.getUpload(id)).offset;
    const whole = wholeRecordsEnd(stored, file.size);
    if (whole !== stored) await this.blobs.cut(id, whole);

    let refusal: { status_code: number; body: string } | undefined;
    const sealing = sealingStream({
      key,
      fileId: id,
      offset,
      size: file.size,
      onRecord: async (index, plain) => {
        if (index !== 0) return;
        const type = await sniffedType(plain);
        if (!type) {
          refusal = refuse("type_refused", 415);
          throw new Error("type refused");
        }
        await this.files.setMediaType(id, type);
      },
    });
    body.on("error", (error) => sealing.destroy(error));
    body.pipe(sealing);
    try {
      const written = await this.blobs.tus.write(sealing, id, whole);
      return plainOffset(written, file.size);
    } catch (error) {
      if (refusal) {
        // Nothing of it was kept: the file and its key go, the request's other files stay.
        await this.remove(id).catch(() => undefined);
        throw refusal;
      }
      if (await this.blobs.full().catch(() => false)) throw refuse("unavailable", 503);
      throw error;
    } finally {
      await this.blobs.sync(id).catch(() => undefined);
    }
  }

  override async remove(id: string): Promise<void> {
    await this.files.forget([id]);
    await this.blobs.remove(id);
  }

  /**
   * Plaintext bytes `start` to `end` (inclusive) of a stored file, opened record by record:
   * each record is checked as it is read, so a changed byte ends the stream in an error.
   */
  async open(file: { id: string; size: number; wrappedKey: string }, start: number, end: number): Promise<Readable> {
    const key = this.master.unwrap(file.id, file.wrappedKey);
    const range = storedRange(start, end, file.size);
    const sealed = await this.blobs.read(file.id, range.from, range.to);
    const opening = openingStream({ key, fileId: file.id, size: file.size, start, end });
    sealed.on("error", (error) => opening.destroy(error));
    return sealed.pipe(opening);
  }
}
