import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { contactRequestMessages } from "~/content/contact-request-messages";
import {
  HONEYPOT_FIELD,
  type ContactErrorCode,
  type ContactErrorResponse,
  type BookingOffer,
  type ContactResponse,
} from "~/contract/contact-endpoint";
import { createContactRequestSchemas, parseContactRequest, type ContactRequest } from "~/contract/contact-request";
import type { UploadGrant } from "~/contract/evidence-uploads";
import type { Config } from "../config";
import { isStorageUnavailable, StorageUnavailableError } from "../db/storage-health";
import { errorMessage, type Logger } from "../logger";
import { corsHeaders } from "./cors";
import { publicUrl } from "../public-request";
import { SITE_LANGUAGE_KEY } from "../payload/site-language";
import { readBoundedText } from "./read-body";
import { clientAddress } from "../limits/client-address";
import type { Limiter } from "../limits/limiter";
import type { NewContactRequest, RequestsRepository } from "../requests/repository";

export const MAX_BODY_BYTES = 32 * 1024;

export type ContactRouteOptions = {
  config: Pick<Config, "site" | "http" | "limits">;
  requests: Pick<RequestsRepository, "save">;
  /** Called once a new request is on disk: the delivery loop mails it right away. */
  onStored: () => void;
  logger: Logger;
  /**
   * The per-client limit and the storage ceiling (server/limits/): each takes the client's
   * address and counts it by its own scope (client, network).
   */
  limiters: { perClient: Limiter; storage: Limiter };
  /** False while the disk under the database refuses writes (Database.storage). */
  storageWritable?: () => boolean;
  /** Where and how the stored request's files may be sent (server/evidence/): given with its id. */
  uploadGrant?: (id: string, origin: string) => UploadGrant;
  /** While the firm lets visitors pick a time: the pick page's link and the next open times (server/agenda/self-booking.ts). */
  bookingOffer?: (id: string, origin: string, language: "en" | "es") => Promise<BookingOffer | null>;
};

type Env = { Variables: { requestId?: string } };

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** A 422 answer names each failing field with its English message; the forms check first in their own language. */
const schemas = createContactRequestSchemas(contactRequestMessages);

function digest(text: string) {
  return createHash("sha256").update(text).digest();
}

/** The honeypot counts as filled when it holds anything but an empty string. */
function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

/**
 * POST /functions/v1/send-contact-email: checks, rate limits, and stores a contact request
 * durably before it answers; the outbox mails it to the office afterwards.
 */
export function createContactRoute({
  config,
  requests,
  onStored,
  logger,
  limiters,
  storageWritable = () => true,
  uploadGrant,
  bookingOffer,
}: ContactRouteOptions) {
  const allowedOrigins = new Set([config.site.origin, ...config.site.allowedOrigins]);
  const expectedKey = digest(config.site.anonKey);
  const { perClient } = limiters;
  // Protects the disk, not the office's mailbox (the delivery loop paces mail): high, per hour, shared out per network.
  const { storage } = limiters;
  let storageWarnedAt = -Infinity;

  const route = new Hono<Env>();

  function cors(c: Context<Env>) {
    return corsHeaders(c.req.header("origin"), allowedOrigins);
  }

  function fail(
    c: Context<Env>,
    status: 400 | 401 | 405 | 413 | 415 | 422 | 429 | 500 | 503,
    code: ContactErrorCode,
    message: string,
    { fields, headers = {} }: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const body: ContactErrorResponse = { error: fields ? { code, message, fields } : { code, message } };
    return c.json(body, status, { ...cors(c), ...headers });
  }

  function authorised(c: Context<Env>): boolean {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const apikey = c.req.header("apikey")?.trim();
    return [bearer, apikey].some((key) => key !== undefined && timingSafeEqual(digest(key), expectedKey));
  }

  function rateLimited(c: Context<Env>, retryAfterSeconds: number) {
    return fail(c, 429, "rate_limited", "Too many requests. Please try again later.", {
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
  }

  /** The database cannot be reached (or is too slow): the client is told to come back, never that it was stored. */
  function unavailable(c: Context<Env>, error: unknown) {
    // A disk that refuses writes is logged once per episode (storage_unavailable), not per request.
    if (!isStorageUnavailable(error)) {
      logger.error("contact_request_not_stored", { requestId: c.get("requestId"), error: errorMessage(error) });
    }
    return fail(c, 503, "unavailable", "The request could not be saved. Please try again shortly.", {
      headers: { "Retry-After": "10" },
    });
  }

  async function handlePost(c: Context<Env>) {
    const requestId = c.get("requestId");
    const address = clientAddress(c, config.http.trustProxy);
    let client;
    try {
      client = await perClient.take(address);
    } catch (error) {
      return unavailable(c, error);
    }
    if (!client.allowed) return rateLimited(c, client.retryAfterSeconds);

    if (!authorised(c)) {
      return fail(c, 401, "unauthorized", "A valid API key is required.", {
        headers: { "WWW-Authenticate": "Bearer" },
      });
    }

    const [mediaType = "", ...parameters] = (c.req.header("content-type") ?? "")
      .split(";")
      .map((part) => part.trim().toLowerCase());
    const charset = parameters
      .find((parameter) => parameter.startsWith("charset="))
      ?.slice(8)
      .replaceAll('"', "");
    if (mediaType !== "application/json" || (charset && charset !== "utf-8" && charset !== "utf8")) {
      return fail(c, 415, "unsupported_media_type", "Send the request as application/json (UTF-8).");
    }

    let idempotencyKey = c.req.header("idempotency-key")?.trim();
    if (idempotencyKey !== undefined) {
      // The IETF draft sends it as a quoted structured-field string; plain tokens are common too.
      idempotencyKey = idempotencyKey.replace(/^"(.*)"$/, "$1");
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        return fail(c, 400, "invalid_idempotency_key", "Idempotency-Key must be 1 to 255 visible ASCII characters.");
      }
    }

    const body = await readBoundedText(c.req.raw, MAX_BODY_BYTES);
    if (!body.ok) {
      if (body.reason === "too-large") {
        return fail(c, 413, "payload_too_large", `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`, {
          headers: { Connection: "close" },
        });
      }
      return fail(c, 400, "invalid_body", "The request body could not be read as UTF-8 text.");
    }
    let json: unknown;
    try {
      json = JSON.parse(body.text);
    } catch {
      return fail(c, 400, "invalid_body", "The request body is not valid JSON.");
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      return fail(c, 400, "invalid_body", "The request body must be a JSON object.");
    }

    const parsed = parseContactRequest(json, schemas);
    let request: NewContactRequest;
    if (honeypotFilled(json as Record<string, unknown>)) {
      // Answered like any other request, so the bot learns nothing; kept as spam, never mailed.
      const source = parsed.success ? parsed.request.source : parsed.source;
      request = { kind: "spam", source, rawBody: body.text, idempotencyKey };
    } else if (!parsed.success) {
      logger.info("contact_request_invalid", { requestId, fields: Object.keys(parsed.fields).join(",") });
      return fail(c, 422, "validation_failed", "Some fields are missing or invalid.", { fields: parsed.fields });
    } else {
      request = {
        kind: "request",
        request: withSiteLanguage(parsed.request, c.req.header("content-language")),
        idempotencyKey,
      };
    }

    // While the disk refuses writes, a request would only spend its network's share of the
    // ceiling on a write that fails: it is told to come back, as it would be after trying.
    if (!storageWritable()) return unavailable(c, new StorageUnavailableError("database", "no room"));

    let room;
    try {
      room = await storage.take(address);
    } catch (error) {
      return unavailable(c, error);
    }
    if (!room.allowed) {
      if (Date.now() - storageWarnedAt > 60_000) {
        storageWarnedAt = Date.now();
        logger.warn("storage_limit_reached", { perHour: config.limits.storagePerHour });
      }
      return fail(c, 503, "unavailable", "The request could not be saved. Please try again shortly.", {
        headers: { "Retry-After": String(room.retryAfterSeconds) },
      });
    }

    let saved;
    try {
      saved = await requests.save(request);
    } catch (error) {
      return unavailable(c, error);
    }

    if (saved.outcome === "key-reused") {
      return fail(c, 422, "idempotency_key_reused", "This Idempotency-Key was already used for a different request.");
    }
    if (saved.outcome === "created" && saved.status === "pending") onStored();
    logger.info(
      saved.outcome === "duplicate"
        ? "contact_request_duplicate"
        : saved.status === "spam"
          ? "contact_request_spam"
          : "contact_request_stored",
      { requestId, contactId: saved.id, source: request.kind === "request" ? request.request.source : request.source },
    );
    // The grant, for spam too: a filled honeypot learns nothing from the answer.
    const origin = publicUrl(c.req.raw, { siteOrigin: config.site.origin, trustProxy: config.http.trustProxy }).origin;
    const accepted: ContactResponse = uploadGrant
      ? { ok: true, id: saved.id, uploads: uploadGrant(saved.id, origin) }
      : { ok: true, id: saved.id };
    // The offer to pick a time, for spam too (it learns nothing; the pick page refuses it).
    const spanish = c.req.header("content-language")?.trim().toLowerCase().startsWith("es") ?? false;
    const booking = bookingOffer
      ? await bookingOffer(saved.id, origin, spanish ? "es" : "en").catch((error: unknown) => {
          logger.warn("booking_offer_failed", { requestId, error: errorMessage(error) });
          return null;
        })
      : null;
    if (booking) accepted.booking = booking;
    return c.json(accepted, 200, cors(c));
  }

  route.options("/", (c) => c.body(null, 204, cors(c)));
  route.post("/", async (c) => {
    try {
      return await handlePost(c);
    } catch (error) {
      // Nothing a client sends should land here; if it does, it still gets JSON and CORS.
      logger.error("contact_request_crashed", { requestId: c.get("requestId"), error: errorMessage(error) });
      return fail(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
    }
  });
  route.all("/", (c) =>
    fail(c, 405, "method_not_allowed", "Only POST is allowed here.", { headers: { Allow: "POST, OPTIONS" } }),
  );
  return route;
}

/**
 * A request sent from the Spanish pages says so in Content-Language (the payload, the
 * endpoint's contract, is the same in both editions). The stored request keeps it beside the
 * fields, so the office's email can say, in English, that it came from the Spanish site.
 */
export function withSiteLanguage(request: ContactRequest, contentLanguage: string | undefined): ContactRequest {
  const spanish =
    contentLanguage
      ?.trim()
      .toLowerCase()
      .split(/[-,;\s]/)[0] === "es";
  if (!spanish) return request;
  return { ...request, payload: { ...request.payload, [SITE_LANGUAGE_KEY]: "es" } } as unknown as ContactRequest;
}
