/**
 * The published content in this process: which version its pages show, every render with that
 * version's content (the office's pages, the 404 page), a newly published version rendered
 * whole and swapped in (./site-renderer.ts), and the office's preview of the draft.
 */
import type { ServerBuild } from "react-router";
import type { SiteContent } from "~/entry.server";
import type { IslandsManifest } from "../../islands/rewrite";
import type { Logger } from "../logger";
import type { SiteFiles } from "../site-files";
import type { StaticFile } from "../static-files";
import { mediaIndex, OFFICE_MEDIA_BASE, PUBLIC_MEDIA_BASE, uploadsIn } from "./media";
import type { ContentService, PublishedVersion } from "./service";
import { contentEntryOf, finishCompression, renderPreview, renderSite, type ContentEntry } from "./site-renderer";

/** How long after a version is swapped in its pages get the build's compression. */
const FINISH_COMPRESSION_AFTER_MS = 10_000;

type RenderRequest = (request: Request, context?: Record<string, unknown>) => Promise<Response>;

export type PreviewAnswer = { status: number; contentType: string; body: Buffer; scriptHashes?: string[] };

export function createSiteContentRuntime({
  serverBuild,
  renderRequest,
  islands,
  origin,
  files,
  logger,
  service,
}: {
  serverBuild: ServerBuild | (() => Promise<ServerBuild>);
  renderRequest: RenderRequest;
  islands: IslandsManifest | undefined;
  origin: string;
  files: SiteFiles;
  logger: Logger;
  service?: ContentService;
}) {
  let entry: ContentEntry | undefined;
  const entryNow = async () =>
    (entry ??= contentEntryOf(typeof serverBuild === "function" ? await serverBuild() : serverBuild));
  /** The shown version's content; none while the pages are the build's. */
  let current: SiteContent | undefined;
  let notFound: { en: StaticFile; es: StaticFile } | undefined;
  let shownNumber = 0;

  async function handleRequest(request: Request, context?: Record<string, unknown>): Promise<Response> {
    if (!current) return renderRequest(request, context);
    const build = await entryNow();
    return build.withContent(current, () => renderRequest(request, context));
  }

  async function show(version: PublishedVersion) {
    const build = await entryNow();
    const content = build.contentOf(version.snapshot, mediaIndex(version.images, PUBLIC_MEDIA_BASE));
    const rendered = await renderSite({
      build,
      handle: (request) => renderRequest(request),
      content,
      islands,
      origin,
      mediaFiles: await service!.images.files(version.images.map((image) => image.id)),
      mediaBase: PUBLIC_MEDIA_BASE,
    });
    files.replace(rendered.files, `${PUBLIC_MEDIA_BASE}/`);
    notFound = rendered.notFound;
    current = content;
    shownNumber = version.number;
    // Then the build's own compression, in the background once the publish has settled, unless a
    // newer version comes meanwhile: about 140 ms of a core per page, on the thread pool.
    const still = () => shownNumber === version.number;
    const timer = setTimeout(() => {
      void finishCompression(rendered.files, still)
        .then((finished) => {
          if (still()) files.replace(finished);
        })
        .catch((error: unknown) => logger.error("content_compression_failed", { error: String(error) }));
    }, FINISH_COMPRESSION_AFTER_MS);
    timer.unref();
    logger.info("content_rendered", {
      version: version.number,
      pages: rendered.files.size,
      renderMs: Math.round(rendered.ms),
      peakRssMb: Math.round(rendered.peakRssBytes / 1024 / 1024),
    });
  }

  const ready = service ? service.follow(show) : Promise.resolve();

  return {
    handleRequest,
    ready,
    notFound: (language: "en" | "es") => notFound?.[language],

    /**
     * /office/site/draft/<page>: the page as the draft would publish it; /office/site/media/<file>:
     * an image file of the draft, from the database. Null for anything else.
     */
    async preview(path: string, _actor: string): Promise<PreviewAnswer | null> {
      if (!service) return null;
      if (path.startsWith(`${OFFICE_MEDIA_BASE}/`)) {
        const name = path.slice(OFFICE_MEDIA_BASE.length + 1);
        const id = /^([\w-]{36})-\d+\.(?:avif|webp)$/.exec(name)?.[1];
        if (!id) return null;
        const bytes = (await service.images.files([id])).get(name);
        if (!bytes) return null;
        return { status: 200, contentType: name.endsWith(".avif") ? "image/avif" : "image/webp", body: bytes };
      }
      const page = path.slice("/office/site/draft".length) || "/";
      const state = await service.draftState();
      const images = await service.images.find(uploadsIn(state.snapshot));
      const build = await entryNow();
      const content = build.contentOf(state.snapshot, mediaIndex(images, OFFICE_MEDIA_BASE));
      const rendered = await renderPreview({
        build,
        handle: (request) => renderRequest(request),
        content,
        islands,
        url: new URL(page, origin),
      });
      if (!rendered) return null;
      return {
        status: rendered.status,
        contentType: "text/html; charset=utf-8",
        // The draft never leaves the office: no search engine reads it, even through a shared link.
        body: Buffer.from(rendered.html.replace("<head>", '<head><meta name="robots" content="noindex, nofollow">')),
        scriptHashes: rendered.scriptHashes,
      };
    },
  };
}
