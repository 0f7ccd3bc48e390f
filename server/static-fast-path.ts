/**
 * GET and HEAD of a file held in memory (prerendered pages, hashed assets, the public files),
 * answered straight on node's http response, before the Hono app. Every header of every answer
 * is worked out once at start-up, per file and per encoding; a request only negotiates the
 * encoding, compares its ETag and adds its request id. Anything else (another method, a path
 * that is no file, a path with a trailing slash, an escaped or unusual URL) returns false and
 * goes to the app, which answers it as it always has.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logRequest, type Logger } from "./logger";
import { etagMatches, fileHeaders, negotiateEncoding, type Encoding, type StaticFile } from "./static-files";

export type StaticFastPathOptions = {
  /** The files to answer, by URL path: those the app would answer from memory. */
  files: Iterable<[string, StaticFile]>;
  /** What the app adds to a file's own headers: the security headers and the file's CSP. */
  headersFor(file: StaticFile): Record<string, string>;
  logger: Logger;
};

/** Answers the request and returns true, or returns false and leaves it alone. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

type Variant = {
  body: Buffer;
  etag: string;
  /**
   * Flat [name, value, ...] lists, as `res.writeHead` takes them, the request id last: one
   * list per variant and status, its last value set for each answer (writeHead reads the list
   * at once, before the next request can run).
   */
  ok: string[];
  notModified: string[];
};

type Entry = { file: StaticFile } & Record<"identity", Variant> & Partial<Record<Encoding, Variant>>;

function flat(headers: Record<string, string>): string[] {
  return Object.entries(headers).flat();
}

function entryFor(file: StaticFile, extra: Record<string, string>): Entry {
  const variant = (encoding: Encoding | undefined): Variant => ({
    body: encoding ? file[encoding]! : file.body,
    etag: file.etags[encoding ?? "identity"]!,
    ok: [...flat({ ...fileHeaders(file, encoding, 200), ...extra }), "X-Request-Id", ""],
    notModified: [...flat({ ...fileHeaders(file, encoding, 304), ...extra }), "X-Request-Id", ""],
  });
  return {
    file,
    identity: variant(undefined),
    ...(file.br ? { br: variant("br") } : {}),
    ...(file.gzip ? { gzip: variant("gzip") } : {}),
  };
}

export function staticFastPath({ files, headersFor, logger }: StaticFastPathOptions): FastPath {
  const entries = new Map<string, Entry>();
  for (const [path, file] of files) entries.set(path, entryFor(file, headersFor(file)));

  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const entry = entries.get(path);
    if (!entry) return false;

    const started = performance.now();
    const requestId = randomUUID();
    const variant = entry[negotiateEncoding(entry.file, req.headers["accept-encoding"]) ?? "identity"]!;
    const notModified = etagMatches(req.headers["if-none-match"], variant.etag);
    const status = notModified ? 304 : 200;
    const headers = notModified ? variant.notModified : variant.ok;
    headers[headers.length - 1] = requestId;
    res.writeHead(status, headers);
    if (notModified || method === "HEAD") res.end();
    else res.end(variant.body);
    logRequest(logger, { requestId, method, path, status, started });
    return true;
  };
}
