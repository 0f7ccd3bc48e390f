import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { inlineScriptHashes } from "./security-headers";

export type Encoding = "br" | "gzip";

/** One file of the client build, held in memory with its precompressed variants. */
export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  /** A strong ETag per variant: each encoding is different bytes, so a different tag. */
  etags: { identity: string } & Partial<Record<Encoding, string>>;
  cacheControl: string;
  /** For HTML: the CSP hashes of its inline scripts. */
  scriptHashes?: string[];
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * Pages change whenever the firm publishes: a browser asks again on every visit, and its ETag
 * makes the answer a 304 while the page is the same.
 */
export const SHORT_CACHE = "public, max-age=0, must-revalidate";
const PUBLIC_FILE_CACHE = "public, max-age=86400";

const COMPRESSED_SUFFIXES = [".br", ".gz"];

/** Walks the client build; dot-folders such as .vite (build internals) are never served. */
function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** "about/index.html" is served at "/about"; "index.html" at "/"; every other file at its own path. */
export function urlPathFor(relativePath: string): string {
  const path = `/${relativePath.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  if (path.endsWith("/index.html")) return path.slice(0, -"/index.html".length);
  return path;
}

function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (ext === ".html" || ext === ".data" || ext === ".xml" || ext === ".txt") return SHORT_CACHE;
  return PUBLIC_FILE_CACHE;
}

function etagOf(bytes: Buffer): string {
  return `"${createHash("sha1").update(bytes).digest("base64url")}"`;
}

/** A file held in memory, with the ETag of each of its variants. */
export function staticFile(file: Omit<StaticFile, "etags">): StaticFile {
  return {
    ...file,
    etags: {
      identity: etagOf(file.body),
      ...(file.br ? { br: etagOf(file.br) } : {}),
      ...(file.gzip ? { gzip: etagOf(file.gzip) } : {}),
    },
  };
}

export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  if (!existsSync(clientDir) || !statSync(clientDir).isDirectory()) {
    throw new Error(`No client build at ${clientDir}: run "npm run build" first.`);
  }
  const files = new Map<string, StaticFile>();
  for (const path of walk(clientDir)) {
    if (COMPRESSED_SUFFIXES.some((suffix) => path.endsWith(suffix))) continue;
    const ext = extname(path).toLowerCase();
    const urlPath = urlPathFor(relative(clientDir, path));
    const body = readFileSync(path);
    const variant = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
    files.set(
      urlPath,
      staticFile({
        body,
        br: variant(".br"),
        gzip: variant(".gz"),
        contentType: CONTENT_TYPES[ext] ?? "application/octet-stream",
        cacheControl: cacheControlFor(urlPath, ext),
        scriptHashes: ext === ".html" ? inlineScriptHashes(body.toString("utf8")) : undefined,
      }),
    );
  }
  return files;
}

/** Picks the best encoding the client accepts among those we have. */
export function negotiateEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (file.br && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/** What to send for a request: the variant the client accepts best, its encoding and its ETag. */
export function selectVariant(file: StaticFile, acceptEncoding: string | undefined) {
  const encoding = negotiateEncoding(file, acceptEncoding);
  const body = encoding ? file[encoding]! : file.body;
  const etag = encoding ? file.etags[encoding]! : file.etags.identity;
  return { body, encoding, etag };
}

/**
 * The headers of an answer with a file: 200 (with its ETag and length), 304 (the ETag, no body
 * headers) or 404 (the 404 page: no ETag, so never a 304). Security headers and the CSP are
 * the caller's.
 */
export function fileHeaders(
  file: StaticFile,
  encoding: Encoding | undefined,
  status: 200 | 304 | 404,
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    Vary: "Accept-Encoding",
  };
  if (status !== 404) headers.ETag = file.etags[encoding ?? "identity"]!;
  if (status === 304) return headers;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String((encoding ? file[encoding]! : file.body).length);
  return headers;
}

/** Whether If-None-Match names `etag` (a list, a weak form or "*" included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === etag;
  });
}
