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
import type { SiteFiles } from "./site-files";
import { etagMatches, fileHeaders, negotiateEncoding, type Encoding, type StaticFile } from "./static-files";

export type StaticFastPathOptions = {
  /**
   * The files to answer, by URL path: those the app would answer from memory. A table that a
   * publish changes (./site-files.ts) is read on each request; a list is fixed.
   */
  files: Iterable<[string, StaticFile]> | Pick<SiteFiles, "get">;
  /** Paths the app answers before any file, whatever the table holds. */
  skip?: (path: string) => boolean;
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

export function staticFastPath({ files, skip, headersFor, logger }: StaticFastPathOptions): FastPath {
  const table = "get" in files ? files : new Map(files);
  // Each file's headers, worked out the first time it is asked for and kept while the file is.
  const entries = new WeakMap<StaticFile, Entry>();

  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const file = table.get(path);
    if (!file || skip?.(path)) return false;
    let entry = entries.get(file);
    if (!entry) entries.set(file, (entry = entryFor(file, headersFor(file))));

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
