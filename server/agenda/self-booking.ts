import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { AuditRepository } from "../audit/audit-repository";
import type { Logger } from "../logger";
import { errorMessage } from "../logger";
import type { RequestReads } from "../requests/reads";
import type { ThreadRepository } from "../requests/thread-repository";
import type { Consultation, ConsultationsRepository } from "./consultations-repository";
import { endOf } from "./consultations-repository";
import type { SettingsRepository } from "./settings-repository";
import type { SchedulingSettings } from "./settings";
import { openSlots, pickRefusal, pickWindow, slotsCovered, type Busy, type PickRefusal } from "./slots";

/** How long a booking link works after it is made: past it, the page asks the visitor to call. */
export const BOOKING_LINK_MS = 30 * 86_400_000;
/** The open times the form's confirmation names. */
const OFFERED = 3;
/** The open times the pick page shows at most. */
const SHOWN = 60;
/** The longest consultation the office books: one that started this long before a window may still cover it. */
const LONGEST_MS = 240 * 60_000;

/** Where the pick page of a link in `language` is, and so the path its cookie is for. */
export const bookingPath = (language: "en" | "es") => (language === "es" ? "/es/book" : "/book");

/**
 * A booking link's token: 16 bytes of the request's id, 4 of when it stops working (minutes
 * since 1970), 12 of their HMAC under the firm's booking key. 43 base64url characters, like
 * every token the server issues; it names a request by its random id and nothing of the person.
 */
function signed(key: Buffer, body: Buffer) {
  return createHmac("sha256", key).update("booking-link").update(body).digest().subarray(0, 12);
}

export function bookingToken(key: Buffer, requestId: string, expiresAt: number): string {
  const body = Buffer.alloc(20);
  Buffer.from(requestId.replaceAll("-", ""), "hex").copy(body, 0);
  body.writeUInt32BE(Math.floor(expiresAt / 60_000), 16);
  return Buffer.concat([body, signed(key, body)]).toString("base64url");
}

/** The request a token names while it works, or null (forged, cut, expired). */
export function requestOfToken(key: Buffer, token: string, now: number): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== 32) return null;
  const body = bytes.subarray(0, 20);
  if (!timingSafeEqual(signed(key, body), bytes.subarray(20))) return null;
  if (body.readUInt32BE(16) * 60_000 < now) return null;
  const hex = body.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const COOKIE = "booking_link";

/** What the pick page's loader and action can do for the request it serves. */
export type BookingContext = {
  view(): Promise<BookingView>;
  pick(startsAt: number | null): Promise<PickOutcome>;
};

/** What the pick page shows: the link does not work; picking is off; a time they have; or the open times. */
export type BookingView =
  | { state: "expired" }
  | { state: "off" }
  | { state: "have"; startsAt: number; confirmed: boolean }
  | { state: "open"; minutes: number; slots: number[] };

/** A pick's outcome: held; refused (the copy's reasons); or not saved (the database refused for another reason). */
export type PickOutcome =
  | { outcome: "held"; startsAt: number }
  | { outcome: PickRefusal | "missing" | "expired" | "off" | "have" | "not_saved" };

/**
 * Self-booking (issue 34): the visitor's link to the pick page, the open times it shows, and the
 * pick, held at once: the consultation "held", the grid's slot it covers, its thread entry and
 * audit record in one write. Two picks of one slot race on booking_slots' primary key; the one
 * that loses is told "taken". Nothing is mailed: the office confirms it on the request's page and
 * sends the invitation when it chooses.
 */
export function createSelfBooking({
  settings,
  consultations,
  reads,
  thread,
  audit,
  write,
  https,
  logger,
}: {
  settings: Pick<SettingsRepository, "get" | "bookingKey">;
  consultations: ConsultationsRepository;
  reads: Pick<RequestReads, "get">;
  thread: Pick<ThreadRepository, "adding">;
  audit: Pick<AuditRepository, "recording">;
  write: (queries: CompiledQuery[]) => Promise<unknown>;
  /** Whether the site is served over HTTPS: the link's cookie is Secure then. */
  https: boolean;
  logger: Logger;
}) {
  /** Consultations held or booked that may overlap the pick window. */
  async function busyIn(current: SchedulingSettings, now: number): Promise<Busy[]> {
    const { from, to } = pickWindow(current, now);
    const found = await consultations.between(from - LONGEST_MS, to);
    return found.map((consultation) => ({ start: consultation.startsAt, end: endOf(consultation) }));
  }

  /** The request a token names, while it can still take a time (not merged, not spam, not erased). */
  async function requestOf(token: string, now: number) {
    const id = requestOfToken(await settings.bookingKey(), token, now);
    const row = id ? await reads.get(id) : null;
    if (!row || row.stage === "spam" || row.stage === "merged") return null;
    return row;
  }

  const openOf = (list: Consultation[], now: number) =>
    list.find((consultation) => consultation.state !== "cancelled" && endOf(consultation) > now);

  const service = {
    /** The Set-Cookie header that holds a link's token for its page (out of the address bar and the history). */
    holdLink(token: string, language: "en" | "es"): string {
      const safe = /^[A-Za-z0-9_-]{43}$/.test(token) ? token : "";
      const maxAge = safe ? Math.round(BOOKING_LINK_MS / 1000) : 0;
      return `${COOKIE}=${safe}; Path=${bookingPath(language)}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${https ? "; Secure" : ""}`;
    },
    /** The pick page's side of one request (React Router's load context): the token its cookie holds. */
    forRequest(request: Request, language: "en" | "es"): BookingContext {
      const token =
        new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(request.headers.get("cookie") ?? "")?.[1] ??
        "";
      return {
        view: () => service.view(token, Date.now()),
        pick: (startsAt) => service.pick(token, startsAt, language, Date.now()),
      };
    },
    /** The token of a request's booking link, made now; the caller puts it in a URL of bookingPath. */
    async tokenFor(requestId: string, now: number): Promise<string> {
      return bookingToken(await settings.bookingKey(), requestId, now + BOOKING_LINK_MS);
    },
    /**
     * The offer on the form's confirmation, while the firm lets visitors pick: the link to the
     * pick page (in the request's language, at the site's origin) and the next few open times.
     */
    async offer(requestId: string, origin: string, language: "en" | "es", now = Date.now()) {
      if (!(await settings.get()).selfBooking) return null;
      const url = `${origin}${bookingPath(language)}/${await service.tokenFor(requestId, now)}`;
      return { url, next: await service.nextOpen(now, OFFERED) };
    },
    /** Whether the firm offers visitors times now (the confirmation and the reply's link say so only then). */
    async offered(): Promise<boolean> {
      return (await settings.get()).selfBooking;
    },
    /** The next open times, soonest first (the confirmation's short list), or none when picking is off. */
    async nextOpen(now: number, limit: number): Promise<number[]> {
      const current = await settings.get();
      if (!current.selfBooking) return [];
      return openSlots(current, now, await busyIn(current, now), limit);
    },
    async view(token: string, now: number): Promise<BookingView> {
      const row = await requestOf(token, now);
      if (!row) return { state: "expired" };
      const have = openOf(await consultations.ofRequests([row.id]), now);
      if (have) return { state: "have", startsAt: have.startsAt, confirmed: have.state === "booked" };
      const current = await settings.get();
      if (!current.selfBooking) return { state: "off" };
      return {
        state: "open",
        minutes: current.minutes,
        slots: openSlots(current, now, await busyIn(current, now), SHOWN),
      };
    },
    async pick(token: string, startsAt: number | null, language: "en" | "es", now: number): Promise<PickOutcome> {
      const row = await requestOf(token, now);
      if (!row) return { outcome: "expired" };
      const current = await settings.get();
      if (!current.selfBooking) return { outcome: "off" };
      if (startsAt === null) return { outcome: "missing" };
      if (openOf(await consultations.ofRequests([row.id]), now)) return { outcome: "have" };
      const refused = pickRefusal(current, now, startsAt, await busyIn(current, now));
      if (refused) return { outcome: refused };
      const id = randomUUID();
      const writes = [
        ...consultations.booking(
          {
            id,
            requestId: row.id,
            startsAt,
            minutes: current.minutes,
            format: current.format,
            attorney: current.attorney,
            details: "",
            state: "held",
            language,
            reminder: false,
            selfBooked: true,
            at: now,
            by: "",
          },
          slotsCovered(current, startsAt, current.minutes),
        ),
        ...thread.adding([
          {
            requestId: row.id,
            kind: "consultation",
            at: now,
            author: "",
            detail: "held",
            dueAt: startsAt,
            body: current.format,
          },
        ]),
        audit.recording({ at: now, actor: "visitor", action: "consultation", requestId: row.id, detail: "held" }),
      ];
      try {
        await write(writes);
      } catch (error) {
        // Another pick of the same slot committed first: its row is the slot's key.
        const holder = await consultations.holderOf(startsAt).catch(() => null);
        if (holder && holder !== id) return { outcome: "taken" };
        logger.error("booking_pick_failed", { contactId: row.id, error: errorMessage(error) });
        return { outcome: "not_saved" };
      }
      logger.info("booking_held", { contactId: row.id });
      return { outcome: "held", startsAt };
    },
  };
  return service;
}

export type SelfBooking = ReturnType<typeof createSelfBooking>;
