/**
 * Publishing renders into memory: every prerendered path of both editions, the sitemap, robots.txt
 * and the two 404 pages, rendered by the server build with a version's content, then given the
 * build's own steps (the islands' boot in place of the marker, brotli and gzip, a strong ETag per
 * variant, the CSP hashes of the inline scripts), with the version's images. The server swaps the
 * result into the table its fast path reads (server/site-files.ts) in one assignment; a visitor's
 * GET never waits for a render, it gets the previous version until the new one is whole.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ServerBuild } from "react-router";
import { prerenderedPaths, prerenderedResourcePaths } from "~/content/navigation";
import type { MediaIndex, SiteContent } from "~/entry.server";
import type { ContentSnapshot } from "~/content/model/snapshot";
import { hydrateAfterLoad, type IslandsManifest } from "../../islands/rewrite";
import { NOT_FOUND_PROBE_PATH, SPANISH_NOT_FOUND_PROBE_PATH } from "../not-found-page";
import { inlineScriptHashes } from "../security-headers";
import { IMMUTABLE, SHORT_CACHE, staticFile, type StaticFile } from "../static-files";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the server build's entry (app/entry.server.tsx) offers for rendering with a version's content. */
export type ContentEntry = {
  contentOf(snapshot: ContentSnapshot, media: MediaIndex): SiteContent;
  withContent<T>(content: SiteContent, render: () => T): T;
};

export function contentEntryOf(build: ServerBuild): ContentEntry {
  const entry = build.entry.module as unknown as Partial<ContentEntry>;
  if (typeof entry.contentOf !== "function" || typeof entry.withContent !== "function") {
    throw new Error("the server build's entry cannot render stored content: rebuild with npm run build");
  }
  return entry as ContentEntry;
}

export type RenderedSite = {
  /** By URL path: the pages, the sitemap, robots.txt and the version's images. */
  files: Map<string, StaticFile>;
  notFound: { en: StaticFile; es: StaticFile };
  /** How long the render took, and the most memory the process held while it ran. */
  ms: number;
  peakRssBytes: number;
};

const MIN_COMPRESSED_BYTES = 512;

/**
 * Brotli as a publish writes it first: quality 5 takes about 5 ms a page where the build's 11
 * takes 180, so a version is served within seconds; `finishCompression` then brings each page to
 * the build's quality in the background.
 */
export const QUICK_BROTLI = 5;
export const BUILD_BROTLI = 11;

/** A rendered file with its compressed variants (on the thread pool: the event loop goes on serving). */
async function fileOf(
  body: Buffer,
  contentType: string,
  cacheControl: string,
  quality = QUICK_BROTLI,
): Promise<StaticFile> {
  const html = contentType.startsWith("text/html");
  const compress = body.length >= MIN_COMPRESSED_BYTES;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzipped(body, { level: 9 }),
      ])
    : [undefined, undefined];
  return staticFile({
    body,
    ...(br ? { br } : {}),
    ...(gz ? { gzip: gz } : {}),
    contentType,
    cacheControl,
    ...(html ? { scriptHashes: inlineScriptHashes(body.toString("utf8")) } : {}),
  });
}

const MEDIA_TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * Renders the whole site with one version. Pages one after another (each a few milliseconds of
 * React on the event loop), compression on the thread pool.
 */
export async function renderSite({
  build,
  handle,
  content,
  islands,
  origin,
  mediaFiles,
  mediaBase,
}: {
  build: ContentEntry;
  /** React Router's request handler for the server build. */
  handle: (request: Request) => Promise<Response>;
  content: SiteContent;
  islands: IslandsManifest | undefined;
  origin: string;
  /** The version's image files, by name, as the database holds them. */
  mediaFiles: Map<string, Buffer>;
  mediaBase: string;
}): Promise<RenderedSite> {
  const started = performance.now();
  let peakRssBytes = process.memoryUsage.rss();
  const sample = () => (peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss()));
  const sampler = setInterval(sample, 20);
  try {
    const render = async (path: string, expected: number) => {
      const response = await build.withContent(content, () => handle(new Request(new URL(path, origin))));
      if (response.status !== expected) throw new Error(`${path} rendered as ${response.status}, not ${expected}`);
      const contentType = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
      const text = await response.text();
      const html = contentType.startsWith("text/html");
      const body = Buffer.from(html ? hydrateAfterLoad(text, islands) : text);
      return fileOf(body, html ? "text/html; charset=utf-8" : contentType, expected === 404 ? "no-store" : SHORT_CACHE);
    };
    const files = new Map<string, StaticFile>();
    for (const path of [...prerenderedPaths, ...prerenderedResourcePaths]) {
      files.set(path, await render(path, 200));
      sample();
    }
    const notFound = {
      en: await render(NOT_FOUND_PROBE_PATH, 404),
      es: await render(SPANISH_NOT_FOUND_PROBE_PATH, 404),
    };
    for (const [name, bytes] of mediaFiles) {
      const type = MEDIA_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";
      files.set(`${mediaBase}/${name}`, staticFile({ body: bytes, contentType: type, cacheControl: IMMUTABLE }));
    }
    sample();
    return { files, notFound, ms: performance.now() - started, peakRssBytes };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The rendered pages again with brotli at the build's quality, one after another on the thread
 * pool: the smaller files replace the quick ones once ready (each with its own ETag).
 */
export async function finishCompression(
  files: Map<string, StaticFile>,
  /** Whether to go on: false once a newer version is shown, and the rest is not worth it. */
  still: () => boolean = () => true,
): Promise<Map<string, StaticFile>> {
  const finished = new Map<string, StaticFile>();
  for (const [path, file] of files) {
    if (!still()) break;
    if (!file.br) continue;
    finished.set(path, await fileOf(file.body, file.contentType, file.cacheControl, BUILD_BROTLI));
  }
  return finished;
}

/**
 * One page of a draft, for the office's preview: rendered on request, rewritten as the build
 * would, with the CSP hashes of this render (the office's own text is React text, never a script).
 */
export async function renderPreview({
  build,
  handle,
  content,
  islands,
  url,
}: {
  build: ContentEntry;
  handle: (request: Request) => Promise<Response>;
  content: SiteContent;
  islands: IslandsManifest | undefined;
  url: URL;
}): Promise<{ status: number; html: string; scriptHashes: string[] } | null> {
  const response = await build.withContent(content, () => handle(new Request(url)));
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) {
    await response.body?.cancel();
    return null;
  }
  const html = hydrateAfterLoad(await response.text(), islands);
  return { status: response.status, html, scriptHashes: inlineScriptHashes(html) };
}
