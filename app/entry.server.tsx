/**
 * React Router's server entry (its default for Node), and the seam through which the server
 * renders the site from a version of its content: `withContent` runs a render with that
 * version's words, facts and images (./editions/current.ts), so the server can render every
 * page of a newly published version into memory (server/content/site-renderer.ts) or one page of
 * a draft for a preview. Outside such a render, pages show the first version: the build's.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { firstVersion } from "~/content/model/first-version.server";
import type { ContentSnapshot } from "~/content/model/snapshot";
import { imageResolver, NO_MEDIA, type MediaIndex } from "~/editions/artwork";
import { setContentSource } from "~/editions/current";
import { createSiteContent, type SiteContent } from "~/editions/site-content";

export type { MediaIndex, UploadedImage } from "~/editions/artwork";
export type { SiteContent } from "~/editions/site-content";

const rendering = new AsyncLocalStorage<SiteContent>();
let first: SiteContent | undefined;
setContentSource(() => rendering.getStore() ?? (first ??= createSiteContent(firstVersion(), imageResolver(NO_MEDIA))));

/** A version of the content, ready to render pages with (its modules are read once, then kept). */
export function contentOf(snapshot: ContentSnapshot, media: MediaIndex): SiteContent {
  return createSiteContent(snapshot, imageResolver(media));
}

/** Runs a render (React Router's request handler) with this version's content. */
export function withContent<T>(content: SiteContent, render: () => T): T {
  return rendering.run(content, render);
}

/** The first version, as this build ships it. */
export { firstVersion };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and prerendering wait for all content; a page is whole before it is sent.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
