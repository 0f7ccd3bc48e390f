import { Server } from "@tus/server";
import type { Upload } from "@tus/utils";
import { Hono, type Context } from "hono";
import { sendFilesCopy as englishWords } from "~/content/evidence-upload";
import { sendFilesCopy as spanishWords } from "~/content/es/evidence-upload";
import { EVIDENCE_UPLOADS_PATH, UPLOAD_REFUSAL_HEADER, type UploadRefusal } from "~/contract/evidence-uploads";
import type { Config } from "../config";
import { isStorageUnavailable } from "../db/storage-health";
import { clientAddress } from "../limits/client-address";
import type { Limiter } from "../limits/limiter";
import { errorMessage, type Logger } from "../logger";
import { bearerToken, checkCredential } from "./credential";
import type { FilesRepository } from "./files-repository";
import { refuse, uploadCall, type SealedStore, type UploadCall } from "./sealed-store";

type Env = { Variables: { requestId?: string } };

const MESSAGES: Record<string, Record<UploadRefusal, string>> = {
  en: englishWords.refusals,
  es: spanishWords.refusals,
};

const STATUS_OF: Record<UploadRefusal, 401 | 403 | 413 | 415 | 429 | 503> = {
  type_refused: 415,
  file_too_large: 413,
  request_full: 413,
  too_many_files: 403,
  credential_invalid: 401,
  credential_expired: 401,
  rate_limited: 429,
  unavailable: 503,
};

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A name as a visitor's device gave it, kept as text: one line, no control or direction characters, at most 255. */
export function fileName(raw: string | null | undefined): string {
  const cleaned = (raw ?? "")
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  return [...cleaned].slice(0, 200).join("") || "unnamed";
}

/**
 * The tus 1.0 endpoint at EVIDENCE_UPLOADS_PATH (@tus/server, mounted through its web
 * handler): every request but the CORS preflight carries a request's upload credential, counts
 * against a limit per client and one per request, and may touch only that request's uploads.
 * Refusals say why in the visitor's language, with the reason's code in `Evidence-Error`.
 * Nothing is ever read back through it.
 */
export function createUploadsRoute({
  config,
  store,
  files,
  credentialKey,
  takesUploads,
  limits,
  storageWritable,
  onReceived,
  logger,
}: {
  config: Pick<Config, "site" | "http" | "evidence">;
  store: SealedStore;
  files: FilesRepository;
  credentialKey: Buffer;
  /** Whether the request exists and may have files (not spam). */
  takesUploads: (requestId: string) => Promise<boolean>;
  limits: { perClient: Limiter; perRequest: Limiter };
  storageWritable: () => boolean;
  /** Every byte of a file is in: its custody record is written before the last PATCH is answered. */
  onReceived: (fileId: string) => Promise<void>;
  logger: Logger;
}) {
  const { evidence } = config;
  const allowedOrigins = new Set([config.site.origin, ...config.site.allowedOrigins]);
  const requestOf = new WeakMap<object, string>();

  const tus = new Server({
    path: EVIDENCE_UPLOADS_PATH,
    datastore: store,
    maxSize: evidence.maxFileBytes,
    relativeLocation: true,
    disableTerminationForFinishedUploads: true,
    allowedOrigins: (origin) => allowedOrigins.has(origin),
    exposedHeaders: [UPLOAD_REFUSAL_HEADER, "Retry-After"],
    namingFunction: () => crypto.randomUUID(),
    async onUploadCreate(req, upload: Upload) {
      const requestId = requestOf.get(req) ?? "";
      const call = uploadCall.getStore();
      const asked = upload.metadata?.language;
      const language = asked === "es" || asked === "en" ? asked : (call?.language ?? "en");
      if (call) call.language = language;
      const size = upload.size ?? 0;
      if (size > evidence.maxFileBytes) throw refuse("file_too_large", 413);
      const usage = await files.usage(requestId);
      if (usage.files >= evidence.maxFiles) throw refuse("too_many_files", 403);
      if (usage.bytes + size > evidence.maxRequestBytes) throw refuse("request_full", 413);
      // What the store keeps is decided here, never by what the client put in its metadata.
      return { metadata: { requestId, name: fileName(upload.metadata?.filename ?? upload.metadata?.name), language } };
    },
    async onUploadFinish(_req, upload: Upload) {
      await onReceived(upload.id);
      return {};
    },
    onResponseError(_req, error) {
      const call = uploadCall.getStore();
      const status = "status_code" in error ? error.status_code : 500;
      if (call && !call.refusal) {
        if (status === 413) call.refusal = "file_too_large";
        else if (isStorageUnavailable(error)) call.refusal = "unavailable";
      }
      if (status >= 500 && !call?.refusal) {
        logger.error("evidence_upload_failed", { fileId: call?.fileId, error: errorMessage(error) });
      }
      return undefined;
    },
  });

  function refused(c: Context<Env>, reason: UploadRefusal, language: string, retryAfter?: number) {
    return c.text(`${(MESSAGES[language] ?? MESSAGES.en!)[reason]}\n`, STATUS_OF[reason], {
      [UPLOAD_REFUSAL_HEADER]: reason,
      "Tus-Resumable": "1.0.0",
      "Cache-Control": "no-store",
      ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}),
      ...corsOf(c),
    });
  }

  function corsOf(c: Context<Env>): Record<string, string> {
    const origin = c.req.header("origin");
    return origin && allowedOrigins.has(origin)
      ? {
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Expose-Headers": `${UPLOAD_REFUSAL_HEADER}, Retry-After`,
        }
      : {};
  }

  async function handle(c: Context<Env>): Promise<Response> {
    const method = c.req.method;
    const language = c.req.header("content-language")?.trim().toLowerCase().startsWith("es") ? "es" : "en";
    if (method === "OPTIONS") return tus.handleWeb(c.req.raw);
    // A credential sends; it never reads.
    if (method === "GET") return c.body(null, 405, { Allow: "POST, HEAD, PATCH, DELETE, OPTIONS" });

    const client = await limits.perClient.take(clientAddress(c, config.http.trustProxy));
    if (!client.allowed) return refused(c, "rate_limited", language, client.retryAfterSeconds);
    const credential = checkCredential(credentialKey, bearerToken(c.req.header("authorization")));
    if (!credential.ok) {
      return refused(c, credential.reason === "expired" ? "credential_expired" : "credential_invalid", language);
    }
    const { requestId } = credential;
    const perRequest = await limits.perRequest.take(requestId.replaceAll("-", "").slice(0, 24));
    if (!perRequest.allowed) return refused(c, "rate_limited", language, perRequest.retryAfterSeconds);
    if (!storageWritable()) return refused(c, "unavailable", language, 10);
    if (!(await takesUploads(requestId))) return refused(c, "credential_invalid", language);

    const path = c.req.path.slice(EVIDENCE_UPLOADS_PATH.length).replace(/^\/+/, "");
    const call: UploadCall = { language };
    if (method !== "POST") {
      // An upload of another request's is not there, as far as this credential can tell.
      const file = FILE_ID.test(path) ? await files.get(path) : null;
      if (!file || file.requestId !== requestId) return c.text("Not found\n", 404, { "Tus-Resumable": "1.0.0" });
      call.language = file.language;
      call.fileId = file.id;
    } else if (path !== "") {
      return c.body(null, 405, { Allow: "HEAD, PATCH, DELETE, OPTIONS" });
    }
    const request = c.req.raw;
    requestOf.set(request, requestId);
    const answer = await uploadCall.run(call, () => tus.handleWeb(request));
    answer.headers.set("Cache-Control", "no-store");
    if (call.refusal) {
      return refused(c, call.refusal, call.language, call.refusal === "unavailable" ? 10 : undefined);
    }
    return answer;
  }

  const route = new Hono<Env>();
  route.all("/", async (c) => guarded(c));
  route.all("/*", async (c) => guarded(c));

  async function guarded(c: Context<Env>) {
    try {
      return await handle(c);
    } catch (error) {
      if (isStorageUnavailable(error)) return refused(c, "unavailable", "en", 10);
      logger.error("evidence_upload_crashed", { requestId: c.get("requestId"), error: errorMessage(error) });
      return c.text("Something went wrong on our side. Please try again.\n", 500, { "Tus-Resumable": "1.0.0" });
    }
  }
  return route;
}
