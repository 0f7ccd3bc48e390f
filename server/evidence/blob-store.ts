import { open, readdir, rm, statfs, truncate } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { S3 } from "@aws-sdk/client-s3";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import type { DataStore } from "@tus/utils";
import type { EvidenceConfig } from "../config";
import { makePrivateDir } from "../private-files";
import { CIPHER_RECORD } from "./records";

/**
 * Where the sealed bytes live: tus's own stores do the storing (a directory through
 * @tus/file-store on one machine, an S3-compatible bucket through @tus/s3-store for several
 * instances), and this says what they do not: how to read a range back, make a write durable,
 * list and remove what is there, and tell a full disk. Only ciphertext ever reaches them.
 */
export type BlobStore = {
  kind: "directory" | "s3";
  tus: DataStore;
  /** Stored bytes `from` to `to`, inclusive. */
  read(id: string, from: number, to: number): Promise<Readable>;
  /** Drops a partial record left at the end by a write that failed half-way (a directory only can have one). */
  cut(id: string, length: number): Promise<void>;
  /** What the last write put there is on the disk, not only in its cache. */
  sync(id: string): Promise<void>;
  /** Every byte of `id` gone; nothing there is not an error. */
  remove(id: string): Promise<void>;
  /** The ids of every file the store holds. */
  list(): Promise<string[]>;
  /** Whether a failed write failed for want of room. */
  full(): Promise<boolean>;
  /** Lets go of connections to the store. */
  close(): void;
};

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createBlobStore(config: Pick<EvidenceConfig, "dir" | "s3">): BlobStore {
  return config.s3 ? s3Store(config.s3) : directoryStore(config.dir);
}

function directoryStore(dir: string): BlobStore {
  makePrivateDir(dir);
  const tus = new FileStore({ directory: dir });
  const path = (id: string) => join(dir, id);
  return {
    kind: "directory",
    tus,
    async read(id, from, to) {
      const { createReadStream } = await import("node:fs");
      return createReadStream(path(id), { start: from, end: to });
    },
    async cut(id, length) {
      await truncate(path(id), length);
    },
    async sync(id) {
      const handle = await open(path(id), "r+").catch(() => null);
      if (!handle) return;
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async remove(id) {
      await rm(path(id), { force: true });
      await rm(`${path(id)}.json`, { force: true });
    },
    async list() {
      return (await readdir(dir)).filter((name) => FILE_ID.test(name));
    },
    async full() {
      const stats = await statfs(dir);
      return stats.bavail * stats.bsize < 2 * CIPHER_RECORD;
    },
    close() {},
  };
}

function s3Store(s3: NonNullable<EvidenceConfig["s3"]>): BlobStore {
  const clientConfig = {
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    // Checksums only where the protocol needs them: S3-compatible stores other than AWS's own
    // often refuse the SDK's streamed trailing checksums.
    requestChecksumCalculation: "WHEN_REQUIRED" as const,
    responseChecksumValidation: "WHEN_REQUIRED" as const,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.accessKeyId ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
  };
  const client = new S3(clientConfig);
  const Bucket = s3.bucket;
  // Parts of whole records: a transfer cut off loses the part in flight, and what stays ends
  // at a record's end, as the offsets count (records.ts). 128 records, just over 8 MiB.
  const tus = new S3Store({ partSize: CIPHER_RECORD * 128, s3ClientConfig: { bucket: Bucket, ...clientConfig } });
  return {
    kind: "s3",
    tus,
    async read(id, from, to) {
      const object = await client.getObject({ Bucket, Key: id, Range: `bytes=${from}-${to}` });
      return object.Body as Readable;
    },
    async cut() {
      // Never needed: parts are whole records, and a part that failed is not counted.
    },
    async sync() {
      // A part the store acknowledged is durable there.
    },
    async remove(id) {
      try {
        await tus.remove(id);
      } catch {
        // No upload in progress, or already gone: the objects below are what matters.
      }
      await client.deleteObjects({
        Bucket,
        Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }], Quiet: true },
      });
    },
    async list() {
      const ids = new Set<string>();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.listObjectsV2({ Bucket, ContinuationToken });
        for (const object of page.Contents ?? []) {
          const id = (object.Key ?? "").replace(/\.(info|part)$/, "");
          if (FILE_ID.test(id)) ids.add(id);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return [...ids];
    },
    async full() {
      return false;
    },
    close() {
      client.destroy();
      (tus as unknown as { client?: { destroy(): void } }).client?.destroy();
    },
  };
}
