import { Readable } from "node:stream";
import type { OfficeAuditAction } from "../db/schema";
import type { Evidence, EvidenceFile } from "../evidence/service";
import { parseRange } from "../evidence/ranges";
import type { AuditRepository } from "../audit/audit-repository";
import { REQUEST_ID } from "~/contract/request-reference";
import type { OfficeSession } from "./sign-in";

/** What the office sees of a file a visitor sent; every text in it is the visitor's, shown as text. */
export type OfficeFile = Pick<
  EvidenceFile,
  "id" | "name" | "size" | "state" | "sha256" | "createdAt" | "receivedAt" | "durationMs" | "width" | "height"
> & {
  /** The type its bytes said, or null while its first bytes are still coming. */
  mediaType: string | null;
  kind: "photo" | "video" | "audio" | "document" | "unknown";
  /** While it is coming: the bytes in so far. */
  receivedBytes: number | null;
  /** A data: URL of its WebP thumbnail, made on the server. */
  thumbnail: string | null;
  /** Whether a browser can show it in place (a photo it decodes, a video, a recording). */
  playable: boolean;
};

/** Types browsers show in place; any other file is offered as a download only. */
const SHOWN_IN_PLACE = new Set(["image/jpeg", "image/png", "image/webp", "video/mp4", "video/quicktime", "audio/mp4"]);
/** A view or a download by one person of one file is recorded once in this window, not once per Range request. */
const AUDIT_WINDOW_MS = 5 * 60_000;

function kindOf(type: string | null): OfficeFile["kind"] {
  if (!type) return "unknown";
  if (type.startsWith("image/")) return "photo";
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("audio/")) return "audio";
  return "document";
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII name for old clients, the real one for the rest. */
export function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "file";
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The office's side of the files (its load context's `evidence`): the list on a request's page,
 * one file's facts, its bytes streamed with Range, and the record of custody. Every view and
 * download is written to the audit trail before a byte is sent.
 */
export function createOfficeEvidence({ evidence, audit }: { evidence: Evidence; audit: AuditRepository }) {
  const recorded = new Map<string, number>();

  async function recordOnce(session: OfficeSession, action: OfficeAuditAction, file: EvidenceFile) {
    const key = `${session.idHash}:${action}:${file.id}`;
    const now = Date.now();
    if ((recorded.get(key) ?? 0) > now - AUDIT_WINDOW_MS) return;
    await audit.record({ at: now, actor: session.email, action, requestId: file.requestId, detail: file.id });
    recorded.set(key, now);
    if (recorded.size > 10_000) recorded.delete(recorded.keys().next().value!);
  }

  async function shown(file: EvidenceFile): Promise<OfficeFile> {
    const thumbnail = evidence.thumbnailOf(file);
    let receivedBytes: number | null = null;
    if (file.state === "receiving") receivedBytes = await evidence.receivedBytes(file.id);
    return {
      id: file.id,
      name: file.name,
      size: file.size,
      mediaType: file.mediaType,
      kind: kindOf(file.mediaType),
      state: file.state,
      receivedBytes,
      sha256: file.sha256,
      createdAt: file.createdAt,
      receivedAt: file.receivedAt,
      durationMs: file.durationMs,
      width: file.width,
      height: file.height,
      thumbnail: thumbnail ? `data:image/webp;base64,${thumbnail.toString("base64")}` : null,
      playable: file.state === "received" && SHOWN_IN_PLACE.has(file.mediaType ?? ""),
    };
  }

  async function fileOf(requestId: string, fileId: string): Promise<EvidenceFile | null> {
    if (!REQUEST_ID.test(requestId) || !REQUEST_ID.test(fileId)) return null;
    const file = await evidence.files.get(fileId);
    return file && file.requestId === requestId ? file : null;
  }

  return {
    linkHours: evidence.linkHours,
    /** A request's files, oldest first. */
    async list(_session: OfficeSession, requestId: string): Promise<OfficeFile[]> {
      if (!REQUEST_ID.test(requestId)) return [];
      return Promise.all((await evidence.files.ofRequest(requestId)).map(shown));
    },
    async file(_session: OfficeSession, requestId: string, fileId: string): Promise<OfficeFile | null> {
      const file = await fileOf(requestId, fileId);
      return file ? shown(file) : null;
    },
    /**
     * A received file's bytes, decrypted as they are sent: the whole file or the one range asked
     * for, typed by what its bytes said, never cached, in a sandbox so that nothing in it can run
     * as a page of this origin. A document is always a download.
     */
    async serve(
      session: OfficeSession,
      requestId: string,
      fileId: string,
      request: Request,
      wanted: "inline" | "attachment",
    ): Promise<Response> {
      const file = await fileOf(requestId, fileId);
      if (!file || file.state !== "received" || !file.mediaType) return new Response(null, { status: 404 });
      const disposition = wanted === "inline" && SHOWN_IN_PLACE.has(file.mediaType) ? "inline" : "attachment";
      const headers: Record<string, string> = {
        "Content-Type": file.mediaType,
        "Content-Disposition": contentDisposition(disposition, file.name),
        "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
        "Cross-Origin-Resource-Policy": "same-origin",
        "Cache-Control": "no-store",
        "Accept-Ranges": "bytes",
      };
      const range = parseRange(request.headers.get("range"), file.size);
      if (range === "unsatisfiable") {
        return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
      }
      await recordOnce(session, disposition === "inline" ? "file_view" : "file_download", file);
      const [start, end] = range ?? [0, file.size - 1];
      headers["Content-Length"] = String(file.size === 0 ? 0 : end - start + 1);
      if (range) headers["Content-Range"] = `bytes ${start}-${end}/${file.size}`;
      const status = range ? 206 : 200;
      if (request.method === "HEAD" || file.size === 0) return new Response(null, { status, headers });
      const stream = await evidence.open(file, start, end);
      return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
    },
    /** The record of custody of a request's files, for an export; null when the request has none. Audited. */
    async custody(session: OfficeSession, requestId: string): Promise<OfficeFile[] | null> {
      if (!REQUEST_ID.test(requestId)) return null;
      const list = await evidence.files.ofRequest(requestId);
      await audit.record({ at: Date.now(), actor: session.email, action: "custody_export", requestId });
      return Promise.all(list.map(shown));
    },
  };
}

export type OfficeEvidence = ReturnType<typeof createOfficeEvidence>;
