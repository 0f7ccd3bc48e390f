import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { inlineScriptHashes } from "./security-headers";

/** One file of the client build, held in memory with its precompressed variants. */
export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
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
/** Pages change with each deploy and reference hashed assets, so browsers check back soon. */
export const SHORT_CACHE = "public, max-age=60, must-revalidate";
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
    files.set(urlPath, {
      body,
      br: variant(".br"),
      gzip: variant(".gz"),
      contentType: CONTENT_TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: cacheControlFor(urlPath, ext),
      scriptHashes: ext === ".html" ? inlineScriptHashes(body.toString("utf8")) : undefined,
    });
  }
  return files;
}

/** Picks the best encoding the client accepts among those we have. */
export function negotiateEncoding(file: StaticFile, acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (file.br && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}
