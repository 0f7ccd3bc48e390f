import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { hydrateAfterLoad, type IslandsManifest } from "../islands/rewrite";
import { inlineScriptHashes } from "./security-headers";
import { staticFile, type StaticFile } from "./static-files";

/** A path no route has: what the 404 page is rendered for. Nothing of a visitor's request goes in. */
export const NOT_FOUND_PROBE_PATH = "/__not-found";
/** The same under /es: the Spanish edition's 404 page, in Spanish. */
export const SPANISH_NOT_FOUND_PROBE_PATH = `/es${NOT_FOUND_PROBE_PATH}`;

/**
 * The 404 page, rendered once by React Router and then served from memory like a
 * prerendered page: an unknown URL costs a map lookup, not a React render, so a flood of
 * them cannot starve the endpoint. Its CSP hashes come from this one render of a fixed URL,
 * never from a response that a request's URL, headers or body could have shaped.
 */
export function createNotFoundPage(
  render: (request: Request) => Promise<Response>,
  origin: string,
  probePath: string = NOT_FOUND_PROBE_PATH,
  /** The build's islands, for the page's header and launcher. */
  islands?: IslandsManifest,
) {
  let page: Promise<StaticFile> | undefined;

  async function renderOnce(): Promise<StaticFile> {
    const response = await render(new Request(new URL(probePath, origin)));
    if (response.status !== 404 || !response.headers.get("Content-Type")?.startsWith("text/html")) {
      throw new Error(`the 404 page rendered as ${response.status} ${response.headers.get("Content-Type")}`);
    }
    // Like every prerendered page, its scripts come after the first paint.
    const body = Buffer.from(hydrateAfterLoad(await response.text(), islands));
    return staticFile({
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      contentType: "text/html; charset=utf-8",
      cacheControl: "no-store",
      scriptHashes: inlineScriptHashes(body.toString("utf8")),
    });
  }

  return {
    /** The page; rendered on first use, again only if that render failed. */
    get(): Promise<StaticFile> {
      page ??= renderOnce().catch((error: unknown) => {
        page = undefined;
        throw error;
      });
      return page;
    },
  };
}
