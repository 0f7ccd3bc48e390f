/**
 * An S3-compatible store on 127.0.0.1 for tests: s3rver, with the two multipart calls it lacks
 * and @tus/s3-store makes (ListParts, AbortMultipartUpload), answered from s3rver's own folder of
 * parts as S3 answers them. Nothing outside this machine is reached.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import S3rver from "s3rver";

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
};

export type S3Server = { endpoint: string; dir: string; close(): Promise<void> };

export async function startS3Server({
  port,
  dir,
  bucket,
}: {
  port: number;
  dir: string;
  bucket: string;
}): Promise<S3Server> {
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const store = (
    server as unknown as { store: { getResourcePath(bucket: string, key: undefined, kind: string): string } }
  ).store;
  const multipart = async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const [, bucketName = "", ...key] = ctx.path.split("/");
    const isListParts = ctx.method === "GET" && uploadId && ctx.query.partNumber === undefined;
    const isAbort = ctx.method === "DELETE" && uploadId;
    if (!isListParts && !isAbort) return next();
    const uploadDir = join(store.getResourcePath(bucketName, undefined, "uploads"), uploadId!);
    let names: string[];
    try {
      names = readdirSync(uploadDir);
    } catch {
      ctx.status = 404;
      ctx.type = "application/xml";
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;
      return;
    }
    if (isAbort) {
      rmSync(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = "";
      return;
    }
    const parts = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((number) => {
        const path = join(uploadDir, String(number));
        const etag = readFileSync(`${path}.md5`, "utf8").trim();
        return `<Part><PartNumber>${number}</PartNumber><ETag>"${etag}"</ETag><Size>${statSync(path).size}</Size></Part>`;
      });
    ctx.status = 200;
    ctx.type = "application/xml";
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucketName}</Bucket>` +
      `<Key>${decodeURIComponent(key.join("/"))}</Key><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`;
  };
  (server as unknown as { middleware: unknown[] }).middleware.unshift(multipart);
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dir,
    async close() {
      // Clients keep their connections alive; the test is over.
      (server as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer?.closeAllConnections();
      await server.close();
    },
  };
}
