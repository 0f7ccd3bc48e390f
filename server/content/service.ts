/**
 * The site's content in the database: drafts, review requests, published versions, images.
 * The office's editor (app/routes/office/site*.tsx) acts through it, `content:import` and
 * `check:launch` read and write through it, and the pages of this process follow the newest
 * version: a publish here renders them before it answers, a publish on another instance arrives
 * by NOTIFY (and a poll as the safety net) and is rendered within seconds.
 */
import { z } from "zod";
import { DOCUMENTS, documentById } from "~/content/model/documents";
import { firstVersion } from "~/content/model/first-version.server";
import { publishRefusals, type LaunchFinding } from "~/content/model/launch-rules";
import {
  checkSnapshot,
  SNAPSHOT_FORMAT,
  upgradeSnapshot,
  type ContentSnapshot,
  type FieldError,
  type StoredDocument,
} from "~/content/model/snapshot";
import type { ImageSlot } from "~/content/model/fields";
import type { Config } from "../config";
import type { Database, Listener } from "../db/open";
import { errorMessage, type Logger } from "../logger";
import { createAuditRepository } from "../audit/audit-repository";
import { changesBetween, type Change } from "./changes";
import { createDraftsRepository, type DraftRow, type ReviewRequest } from "./drafts-repository";
import { IMAGE_REFUSALS, imageKind, processImage } from "./images";
import { createImagesRepository, type StoredImage } from "./images-repository";
import { uploadsIn } from "./media";
import { CONTENT_PUBLISHED_CHANNEL, createVersionsRepository, type VersionSummary } from "./versions-repository";

/** How often an instance looks for a version it was not told of (one indexed read). */
const POLL_MS = 2_000;

/** A published version: its number (0: the first version, this build's), its content and its images. */
export type PublishedVersion = { number: number; snapshot: ContentSnapshot; images: StoredImage[] };

/** What renders a version's pages into this process's memory (server/content/site-renderer.ts, wired by server/app.ts). */
export type VersionRenderer = (version: PublishedVersion) => Promise<void>;

export type DraftState = {
  /** The published content with every document's draft over it. */
  snapshot: ContentSnapshot;
  published: PublishedVersion;
  /** The documents that have a draft: its revision, who saved it last, when. */
  drafts: Map<string, Omit<DraftRow, "document">>;
  review: ReviewRequest | null;
};

export type PublishResult =
  | { ok: true; number: number; changes: Change[] }
  | { ok: false; reason: "not-a-publisher" | "nothing-to-publish" | "raced" }
  | { ok: false; reason: "refused"; findings: LaunchFinding[] }
  | { ok: false; reason: "invalid"; errors: FieldError[] };

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService({
  config,
  database,
  logger,
}: {
  config: Pick<Config, "office">;
  database: Database;
  logger: Logger;
}) {
  const drafts = createDraftsRepository(database);
  const versions = createVersionsRepository(database);
  const images = createImagesRepository(database);
  const audit = createAuditRepository(database);
  const first = firstVersion();

  let renderer: VersionRenderer | undefined;
  /** The version this process's pages show. */
  let shown = 0;
  let refreshing: Promise<void> | undefined;
  let again = false;

  const isPublisher = (email: string) => config.office.publishers.includes(email.toLowerCase());

  /** The last versions read, parsed: a version never changes, and the office reads the newest often. */
  const parsed = new Map<number, PublishedVersion>();
  async function version(number: number): Promise<PublishedVersion | null> {
    if (number === 0) return { number: 0, snapshot: first, images: [] };
    const cached = parsed.get(number);
    if (cached) return cached;
    const row = await versions.get(number);
    if (!row) return null;
    const snapshot = upgradeSnapshot(JSON.parse(row.snapshot) as ContentSnapshot, first);
    const read = { number, snapshot, images: await images.find(uploadsIn(snapshot)) };
    parsed.set(number, read);
    if (parsed.size > 4) parsed.delete(parsed.keys().next().value!);
    return read;
  }

  async function published(): Promise<PublishedVersion> {
    return (await version(await versions.latestNumber()))!;
  }

  async function draftState(): Promise<DraftState> {
    const [current, rows, review] = await Promise.all([published(), drafts.all(), drafts.openReview()]);
    const documents = { ...current.snapshot.documents };
    const own = new Map<string, Omit<DraftRow, "document">>();
    let interfaceReviewed = current.snapshot.interfaceReviewed;
    for (const row of rows) {
      if (row.documentId === INTERFACE_DRAFT) {
        interfaceReviewed = JSON.parse(row.document) === true;
      } else if (!documentById(row.documentId)) {
        continue;
      } else {
        documents[row.documentId] = JSON.parse(row.document) as StoredDocument;
      }
      const { document: _document, ...meta } = row;
      own.set(row.documentId, meta);
    }
    const snapshot = upgradeSnapshot({ ...current.snapshot, documents, interfaceReviewed }, first);
    return { snapshot, published: current, drafts: own, review };
  }

  /** Renders the newest version here if this process shows an older one; one refresh at a time. */
  async function refresh(): Promise<void> {
    if (refreshing) {
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        again = false;
        const latest = await versions.latestNumber();
        if (latest === shown || !renderer) continue;
        const next = await version(latest);
        if (!next) continue;
        const started = performance.now();
        await renderer(next);
        shown = latest;
        logger.info("content_version_served", { version: latest, renderMs: Math.round(performance.now() - started) });
      } while (again);
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  const safely = () =>
    refresh().catch((error: unknown) => logger.error("content_refresh_failed", { error: errorMessage(error) }));

  let listener: Listener | undefined;
  let poll: NodeJS.Timeout | undefined;

  return {
    isPublisher,
    published,
    version,
    draftState,
    versions: (limit: number, before?: number): Promise<VersionSummary[]> => versions.list(limit, before),
    versionAt: (at: number) => versions.at(at),
    images: {
      recent: (limit: number) => images.recent(limit),
      find: (ids: readonly string[]) => images.find(ids),
      files: (ids: readonly string[]) => images.files(ids),
    },

    /**
     * Starts following the newest version: renders it now if it is not the build's, and again on
     * every publish, here or (NOTIFY, or the poll) on another instance.
     */
    async follow(render: VersionRenderer): Promise<void> {
      renderer = render;
      await refresh();
      listener = database.listen(CONTENT_PUBLISHED_CHANNEL, () => void safely());
      // The safety net for a missed notification, and on SQLite for a version content:import wrote.
      poll = setInterval(() => void safely(), POLL_MS);
      poll.unref();
    },
    shownVersion: () => shown,

    /** Saves one document's draft over the revision the editor started from; false when another save came first. */
    async saveDraft(actor: string, documentId: string, stored: StoredDocument, revision: number, now = Date.now()) {
      const saved = await drafts.save(
        { documentId, document: JSON.stringify(stored), updatedBy: actor, updatedAt: now },
        revision,
      );
      if (saved) await audit.record({ at: now, actor, action: "content_draft", detail: documentId });
      return saved;
    },
    /** Whether the firm has reviewed the Spanish of the interface, as a draft. */
    async saveInterfaceReviewed(actor: string, reviewed: boolean, revision: number, now = Date.now()) {
      const saved = await drafts.save(
        { documentId: INTERFACE_DRAFT, document: JSON.stringify(reviewed), updatedBy: actor, updatedAt: now },
        revision,
      );
      if (saved) await audit.record({ at: now, actor, action: "content_draft", detail: "interface review" });
      return saved;
    },
    async discardDraft(actor: string, documentId: string, revision: number, now = Date.now()) {
      await drafts.discardNow(documentId, revision);
      await audit.record({ at: now, actor, action: "content_draft", detail: `${documentId} discarded` });
    },
    async requestReview(actor: string, note: string, now = Date.now()) {
      await drafts.requestReview(actor, note, now);
      await audit.record({ at: now, actor, action: "content_review", detail: note.slice(0, 120) });
    },

    /**
     * Publishes the whole draft: checked by the documents' schemas and the launch rules, then
     * one commit adds the version (telling the other instances), takes back the drafts it holds
     * and closes the review requests; this process renders it before answering.
     */
    async publish(actor: string, now = Date.now()): Promise<PublishResult> {
      if (!isPublisher(actor)) return { ok: false, reason: "not-a-publisher" };
      const state = await draftState();
      if (state.drafts.size === 0) return { ok: false, reason: "nothing-to-publish" };
      return publishSnapshot(actor, state.snapshot, state, now, null);
    },

    /** Publishes an earlier version again, as a new one: one step, itself in the history. */
    async rollback(actor: string, number: number, now = Date.now()): Promise<PublishResult> {
      if (!isPublisher(actor)) return { ok: false, reason: "not-a-publisher" };
      const earlier = await version(number);
      if (!earlier) return { ok: false, reason: "nothing-to-publish" };
      const current = await published();
      return publishSnapshot(actor, earlier.snapshot, { published: current, drafts: new Map() }, now, number);
    },

    /**
     * A whole snapshot from a file (content:import): checked whole, written as the drafts of the
     * documents it changes; published too with `publish`, under the same rules as the office's.
     */
    async importSnapshot(actor: string, input: unknown, { publish = false, now = Date.now() } = {}) {
      const { images: carried, ...content } = (input && typeof input === "object" ? input : {}) as ContentFile;
      const checked = checkSnapshot(content);
      if (!checked.ok) return { ok: false as const, reason: "invalid" as const, errors: checked.errors };
      const snapshot = upgradeSnapshot(checked.snapshot, first);
      const current = await published();
      const missing = uploadsIn(snapshot).filter((id) => !current.images.some((image) => image.id === id));
      const known = new Set((await images.find(missing)).map((image) => image.id));
      // Images the file carries and this site lacks come with it, checked as an upload would be.
      const arriving = [];
      for (const id of missing.filter((candidate) => !known.has(candidate))) {
        const image = carried?.[id];
        const parsed = image ? CarriedImageSchema.safeParse(image) : undefined;
        if (!parsed?.success) continue;
        const files = new Map(parsed.data.files.map((file) => [file.name, Buffer.from(file.bytes, "base64")]));
        const bad = [...files.entries()].some(([name, data]) => !name.startsWith(`${id}-`) || !imageKindOk(data));
        if (bad) continue;
        arriving.push({
          image: { ...parsed.data, id, files: parsed.data.files.map(({ bytes: _bytes, ...file }) => file) },
          files,
        });
        known.add(id);
      }
      const unknown = missing.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        return {
          ok: false as const,
          reason: "invalid" as const,
          errors: unknown.map((id) => ({
            document: "",
            path: "",
            message: `The image ${id} is not in this site's database.`,
          })),
        };
      }
      if (publish && !isPublisher(actor)) return { ok: false as const, reason: "not-a-publisher" as const };
      if (publish) {
        const refusals = publishRefusals(snapshot, first);
        if (refusals.length > 0) return { ok: false as const, reason: "refused" as const, findings: refusals };
      }
      for (const { image, files } of arriving) await images.add(image, files);
      if (publish) {
        const result = await publishSnapshot(actor, snapshot, { published: current, drafts: new Map() }, now, null);
        if (result.ok)
          await audit.record({ at: now, actor, action: "content_import", detail: `version ${result.number}` });
        return result;
      }
      const state = await draftState();
      let changed = 0;
      for (const document of DOCUMENTS) {
        const next = snapshot.documents[document.id]!;
        if (JSON.stringify(next) === JSON.stringify(state.snapshot.documents[document.id])) continue;
        const revision = state.drafts.get(document.id)?.revision ?? 0;
        if (
          !(await drafts.save(
            { documentId: document.id, document: JSON.stringify(next), updatedBy: actor, updatedAt: now },
            revision,
          ))
        ) {
          return { ok: false as const, reason: "raced" as const };
        }
        changed++;
      }
      await audit.record({ at: now, actor, action: "content_import", detail: `${changed} drafts` });
      return { ok: true as const, drafts: changed };
    },

    /** A version as a file (content:export): its content, with the bytes of every image it names, so another site can take it whole. */
    async exportVersion(number?: number): Promise<ContentFile> {
      const chosen = await version(number ?? (await versions.latestNumber()));
      if (!chosen) throw new Error(`there is no version ${number}`);
      const bytes = await images.files(chosen.images.map((image) => image.id));
      return {
        ...chosen.snapshot,
        format: SNAPSHOT_FORMAT,
        images: Object.fromEntries(
          chosen.images.map((image) => [
            image.id,
            {
              ...image,
              files: image.files.map((file) => ({ ...file, bytes: bytes.get(file.name)?.toString("base64") ?? "" })),
            },
          ]),
        ),
      };
    },

    /** Checks, cuts and stores an uploaded image; its id for a draft to name. */
    async uploadImage(actor: string, slot: ImageSlot, bytes: Uint8Array, now = Date.now()) {
      const result = await processImage({ bytes, slot, uploadedBy: actor, now });
      if (!result.ok) return { ok: false as const, message: IMAGE_REFUSALS[result.refusal] };
      await images.add(result.processed.image, result.processed.bytes);
      await audit.record({ at: now, actor, action: "content_image", detail: result.processed.image.id });
      return { ok: true as const, image: result.processed.image };
    },

    async stop() {
      if (poll) clearInterval(poll);
      await listener?.close();
      await refreshing?.catch(() => undefined);
    },
  };

  async function publishSnapshot(
    actor: string,
    snapshot: ContentSnapshot,
    state: Pick<DraftState, "published" | "drafts">,
    now: number,
    rollbackOf: number | null,
  ): Promise<PublishResult> {
    const checked = checkSnapshot(snapshot);
    if (!checked.ok) return { ok: false, reason: "invalid", errors: checked.errors };
    const findings = publishRefusals(checked.snapshot, first);
    if (findings.length > 0) return { ok: false, reason: "refused", findings };
    const number = state.published.number + 1;
    const changes = changesBetween(state.published.snapshot, checked.snapshot);
    try {
      await database.write([
        versions.add({
          number,
          snapshot: JSON.stringify({ ...checked.snapshot, format: SNAPSHOT_FORMAT }),
          publishedBy: actor,
          publishedAt: now,
          changes: JSON.stringify(changes),
          rollbackOf,
        }),
        ...[...state.drafts].map(([documentId, draft]) => drafts.discard(documentId, draft.revision)),
        drafts.closeReviews(actor, now),
      ]);
    } catch (error) {
      // Another publish took this number first: nothing of this one was written.
      logger.warn("content_publish_raced", { version: number, error: errorMessage(error) });
      return { ok: false, reason: "raced" };
    }
    await audit.record({
      at: now,
      actor,
      action: rollbackOf === null ? "content_publish" : "content_rollback",
      detail: rollbackOf === null ? `version ${number}` : `version ${number} (version ${rollbackOf} again)`,
    });
    await refresh();
    return { ok: true, number, changes };
  }
}

/** An image as a content file carries it: its facts and each file's bytes (base64). */
const CarriedImageSchema = z.object({
  slot: z.enum(["portrait", "hero", "card"]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  originalType: z.string().max(20),
  originalBytes: z.number().int().nonnegative(),
  uploadedBy: z.string().max(320),
  uploadedAt: z.number(),
  files: z
    .array(
      z.object({
        width: z.number().int().positive(),
        format: z.enum(["avif", "webp"]),
        name: z.string().regex(/^[\w-]{36}-\d+\.(?:avif|webp)$/),
        bytes: z.string(),
      }),
    )
    .min(1)
    .max(20),
});

/** A content file (content:export, content:import): a snapshot, and the images it names. */
export type ContentFile = ContentSnapshot & {
  images?: Record<
    string,
    Omit<StoredImage, "id" | "files"> & { files: (StoredImage["files"][number] & { bytes: string })[] }
  >;
};

/** A file cut by this site is AVIF or WebP, nothing else. */
function imageKindOk(bytes: Uint8Array): boolean {
  const kind = imageKind(bytes);
  return kind === "webp" || Buffer.from(bytes.subarray(4, 12)).toString("latin1") === "ftypavif";
}

/** The draft row that holds whether the firm has reviewed the interface's Spanish. */
export const INTERFACE_DRAFT = "interface";
