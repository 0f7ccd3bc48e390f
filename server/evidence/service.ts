import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import { EVIDENCE_UPLOADS_PATH, sendFilesHref, type UploadGrant } from "~/contract/evidence-uploads";
import type { Language } from "~/lib/language";
import type { Config } from "../config";
import type { Database } from "../db/open";
import type { LimiterFactory } from "../limits/limiter";
import { errorMessage, type Logger } from "../logger";
import { createBlobStore, type BlobStore } from "./blob-store";
import { issueCredential } from "./credential";
import { createFilesRepository, type EvidenceFile, type FilesRepository } from "./files-repository";
import { loadMasterKey, type MasterKey } from "./master-key";
import { openBlob, sealBlob } from "./records";
import { SealedStore } from "./sealed-store";
import { previewOf } from "./thumbnails";
import { createUploadsRoute } from "./uploads-route";

const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * The files visitors send with their requests: the tus endpoint that takes them, the store that
 * keeps them sealed, their custody records, and what the office reads of them. The one owner of
 * evidence_files and of the evidence store: files are erased here only, when their request goes.
 */
export function startEvidence({
  config,
  database,
  limiter,
  takesUploads,
  logger,
}: {
  config: Pick<Config, "site" | "http" | "evidence">;
  database: Database;
  limiter: LimiterFactory;
  takesUploads: (requestId: string) => Promise<boolean>;
  logger: Logger;
}) {
  const master: MasterKey = loadMasterKey(config.evidence, logger);
  const blobs: BlobStore = createBlobStore(config.evidence);
  const files: FilesRepository = createFilesRepository(database);
  const store = new SealedStore(blobs, files, master, (upload) => ({
    requestId: String(upload.metadata?.requestId ?? ""),
    name: String(upload.metadata?.name ?? "unnamed"),
    language: upload.metadata?.language === "es" ? "es" : "en",
  }));
  const { requestsPerMinute, credentialTtlMs } = config.evidence;
  const limits = {
    fileBytes: config.evidence.maxFileBytes,
    requestBytes: config.evidence.maxRequestBytes,
    files: config.evidence.maxFiles,
  };

  const open = (file: Pick<EvidenceFile, "id" | "size" | "wrappedKey">, start: number, end: number) =>
    store.open(file, start, end);

  /** SHA-256 of every byte as stored, each record checked on the way: what the custody record says. */
  async function digestOf(file: EvidenceFile): Promise<string> {
    const hash = createHash("sha256");
    if (file.size > 0) {
      await pipeline(
        await open(file, 0, file.size - 1),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done();
          },
        }),
      );
    }
    return hash.digest("hex");
  }

  async function preview(file: EvidenceFile) {
    try {
      const made = await previewOf({ size: file.size, mediaType: file.mediaType ?? "" }, (start, end) =>
        open(file, start, end),
      );
      const key = master.unwrap(file.id, file.wrappedKey);
      return {
        ...made,
        thumbnail: made.thumbnail ? sealBlob(key, `thumbnail:${file.id}`, made.thumbnail) : null,
      };
    } catch (error) {
      // A file the tools cannot read is still evidence: the office sees its type and size.
      logger.warn("evidence_preview_failed", { fileId: file.id, error: errorMessage(error) });
      return { thumbnail: null, durationMs: null, width: null, height: null };
    }
  }

  /** The last byte is in: the custody record, then (before the answer) the thumbnail. */
  async function received(fileId: string): Promise<void> {
    const file = await files.get(fileId);
    if (!file || file.state === "received") return;
    if (!(await takesUploads(file.requestId))) {
      // Its request went while the file came in: it goes too.
      await store.remove(fileId);
      return;
    }
    const receivedAt = Date.now();
    const sha256 = await digestOf(file);
    if (!(await files.received(fileId, { sha256, receivedAt }))) return;
    logger.info("evidence_received", {
      contactId: file.requestId,
      fileId,
      bytes: file.size,
      type: file.mediaType,
      ms: Date.now() - receivedAt,
    });
    // The thumbnail after the answer: the file is the office's as soon as its record is written.
    previews = previews.then(async () => {
      const current = await files.get(fileId);
      if (current) await files.setPreview(fileId, await preview(current));
    });
    previews = previews.catch((error) =>
      logger.warn("evidence_preview_failed", { fileId, error: errorMessage(error) }),
    );
  }
  /** Thumbnails are made one at a time, after the answers. */
  let previews: Promise<void> = Promise.resolve();

  const route = createUploadsRoute({
    config,
    store,
    files,
    credentialKey: master.credentialKey,
    takesUploads,
    limits: {
      perClient: limiter({ name: "uploads-client", limit: requestsPerMinute, windowMs: 60_000, per: "client" }),
      perRequest: limiter({ name: "uploads-request", limit: requestsPerMinute, windowMs: 60_000, per: "named" }),
    },
    storageWritable: () => database.storage.writable(),
    onReceived: received,
    logger,
  });

  /** Files of requests that went, uploads abandoned past their credential, bytes without a row. */
  async function sweep(now = Date.now()): Promise<number> {
    const gone = [...(await files.orphans()), ...(await files.abandoned(now - credentialTtlMs - 60 * 60_000))];
    let removed = 0;
    for (const id of new Set(gone)) {
      await files.forget([id]);
      await blobs.remove(id);
      removed++;
    }
    const listed = await blobs.list();
    const known = await files.known(listed);
    for (const id of listed) {
      if (known.has(id)) continue;
      await blobs.remove(id);
      removed++;
    }
    // A file whose last byte came in while its custody record could not be written.
    for (const file of await pendingComplete()) await received(file.id).catch(() => undefined);
    if (removed > 0) {
      await database.forgetDeleted();
      logger.info("evidence_swept", { files: removed });
    }
    return removed;
  }

  async function pendingComplete(): Promise<EvidenceFile[]> {
    const pending: EvidenceFile[] = [];
    for (const id of await files.abandoned(Date.now() - 60_000)) {
      const file = await files.get(id);
      if (!file) continue;
      const upload = await store.getUpload(id).catch(() => null);
      if (upload && upload.offset === file.size) pending.push(file);
    }
    return pending;
  }

  const timer = setInterval(() => {
    sweep().catch((error) => logger.error("evidence_sweep_failed", { error: errorMessage(error) }));
  }, SWEEP_INTERVAL_MS);
  timer.unref();

  return {
    route,
    /** Hours an upload credential works. */
    linkHours: credentialTtlMs / 3_600_000,
    /** What the endpoint's answer gives for a request just stored: where to send its files, and the credential. */
    grantFor(requestId: string, origin: string, now = Date.now()): UploadGrant {
      const expiresAt = now + credentialTtlMs;
      return {
        url: new URL(EVIDENCE_UPLOADS_PATH, origin).href,
        token: issueCredential(master.credentialKey, requestId, expiresAt),
        expiresAt,
        limits,
      };
    },
    /** A link to the page that sends files, for the office to mail: the credential is in its fragment. */
    linkFor(requestId: string, language: Language, now = Date.now()): { href: string; hours: number } {
      const token = issueCredential(master.credentialKey, requestId, now + credentialTtlMs);
      const href = new URL(sendFilesHref(language, token, limits), config.site.origin).href;
      return { href, hours: credentialTtlMs / 3_600_000 };
    },
    files,
    open,
    /** Bytes of an upload in so far (whole records), for the office's list. */
    async receivedBytes(id: string): Promise<number> {
      return (await store.getUpload(id).catch(() => null))?.offset ?? 0;
    },
    /** A file's thumbnail, decrypted, or null. */
    thumbnailOf(file: EvidenceFile): Buffer | null {
      if (!file.thumbnail) return null;
      return openBlob(master.unwrap(file.id, file.wrappedKey), `thumbnail:${file.id}`, file.thumbnail);
    },
    /**
     * Erases every file of a request: the rows (and with them the keys, overwritten where the
     * database deletes) first, so that from then on no copy of the bytes can be read, then the bytes.
     */
    async eraseOf(requestId: string): Promise<number> {
      const ofRequest = await files.ofRequest(requestId);
      if (ofRequest.length === 0) return 0;
      await files.forget(ofRequest.map((file) => file.id));
      await database.forgetDeleted();
      for (const file of ofRequest) await blobs.remove(file.id);
      logger.info("evidence_erased", { contactId: requestId, files: ofRequest.length });
      return ofRequest.length;
    },
    sweep,
    /** Resolves once the thumbnails asked for so far are made. */
    previewsMade: () => previews,
    async stop() {
      clearInterval(timer);
      await previews;
      blobs.close();
    },
  };
}

export type Evidence = ReturnType<typeof startEvidence>;
export type { EvidenceFile } from "./files-repository";
export type { Readable };
