import type { Config } from "../config";
import type { LimiterFactory } from "../limits/limiter";
import { rateLimitKey } from "../limits/rate-limit";
import { errorMessage, type Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { AuditRepository } from "../audit/audit-repository";
import type { LinksRepository } from "./links-repository";
import type { SessionsRepository } from "./sessions-repository";
import { composeSignInMail } from "./sign-in-mail";
import { officeInput } from "./text";
import { csrfTokenFor, looksLikeToken, newToken, tokenHash } from "../tokens";

export const SESSION_COOKIE = "office_session";
/** Holds an opened link's token between opening it and confirming, so the token leaves the URL at once. */
export const LINK_COOKIE = "office_link";
export const LINK_PATH = "/office/link";

export type OfficeSession = { email: string; csrf: string; idHash: string };

export function cookieValue(header: string | null, name = SESSION_COOKIE): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Whether a request carries a cookie shaped like one we issue: without one, nothing needs the database. */
export function carriesToken(request: Request, name: string): boolean {
  return looksLikeToken(cookieValue(request.headers.get("cookie"), name));
}

type LinkOptions = { origin: string; ttlMs: number; email: string; mail?: { outbox: OutboxRepository; from: string } };

/**
 * Stores a new link for `email` and returns it. With `mail`, the link is queued to be mailed
 * to that address (and erased from the queue once delivered or expired); without, it is only
 * printed (`npm run office:link`).
 */
export async function issueSignInLink(links: LinksRepository, options: LinkOptions): Promise<string> {
  return (await issue(options, async (link) => (await links.add(link), true)))!;
}

/** The same, unless the address is not due another link yet (resendWaitMs): then null, and nothing is stored. */
export function issueSignInLinkIfDue(
  links: LinksRepository,
  { resendBaseMs, ...options }: LinkOptions & { resendBaseMs: number },
): Promise<string | null> {
  const waits = resendWaits({ baseMs: resendBaseMs, ttlMs: options.ttlMs });
  return issue(options, (link) => links.addIfDue(link, waits));
}

async function issue(
  { origin, ttlMs, email, mail }: LinkOptions,
  add: (link: Parameters<LinksRepository["add"]>[0]) => Promise<boolean>,
): Promise<string | null> {
  const token = newToken();
  const hash = tokenHash(token);
  const now = Date.now();
  const url = `${origin}${LINK_PATH}?token=${token}`;
  if (!(await add({ token_hash: hash, email, created_at: now, expires_at: now + ttlMs }))) return null;
  if (mail) {
    await mail.outbox.enqueue({
      kind: "sign_in",
      // Only the hash's head names it: neither the queue nor the logs hold the token.
      subjectRef: hash.slice(0, 16),
      message: composeSignInMail({ tokenHash: hash, email, url }, { from: mail.from }, Math.round(ttlMs / 60_000)),
      expiresAt: now + ttlMs,
      now,
    });
  }
  return url;
}

/**
 * How long after its newest link an address may get another: none while it has no live
 * link; then `baseMs`, doubled for each further live link, up to half a link's lifetime.
 * So a request turned away always finds a link in the mailbox that works for at least as
 * long again, and a stranger asking over and over sends the office a link every few
 * minutes at most, without ever using up what the office itself may ask for.
 */
export function resendWaitMs(liveLinks: number, { baseMs, ttlMs }: { baseMs: number; ttlMs: number }): number {
  if (liveLinks <= 0) return 0;
  return Math.min(ttlMs / 2, baseMs * 2 ** Math.min(liveLinks - 1, 30));
}

/** resendWaitMs for 1, 2, 3… live links, up to the first that reaches its ceiling. */
export function resendWaits(settings: { baseMs: number; ttlMs: number }): number[] {
  const waits = [resendWaitMs(1, settings)];
  while (waits.length < 31 && waits.at(-1)! < settings.ttlMs / 2) waits.push(resendWaitMs(waits.length + 1, settings));
  return waits;
}

/** Link requests waiting to be handled, at most one per address and client: a flood adds nothing. */
const MAX_PENDING = 1_000;
/** How often a session's last sight is written: an idle session ends at most this much later than its idle time. */
const SEEN_EVERY_MS = 60_000;

/**
 * Signing in to the office: one-time links mailed to the office's own addresses, then a
 * session in an HttpOnly cookie, kept as a hash, ended by idleness, age or sign-out.
 */
export function createSignIn({
  config,
  links,
  sessions,
  outbox,
  audit,
  limiter,
  logger,
  onMailQueued,
}: {
  config: Pick<Config, "office" | "site" | "mail">;
  links: LinksRepository;
  sessions: SessionsRepository;
  outbox: OutboxRepository;
  audit: AuditRepository;
  limiter: LimiterFactory;
  logger: Logger;
  onMailQueued: () => void;
}) {
  const { office, site } = config;
  const allowed = new Set(office.emails);
  // Counts the links a client asked for past the address's own pacing, on every instance: a
  // request for a link the pacing would not send spends nothing.
  const perClient = limiter({ name: "office-links", limit: office.linksPerHour, windowMs: 3_600_000, per: "client" });
  const pending = new Set<string>();
  let queue: Promise<void> = Promise.resolve();

  const secure = site.https ? "; Secure" : "";
  const sessionCookie = (value: string, maxAgeSeconds: number) =>
    `${SESSION_COOKIE}=${value}; Path=/office; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
  // Lax: a link opened from a mail client is a navigation from another site, and the
  // confirming page must still receive its cookie after the redirect.
  const linkCookie = (value: string, maxAgeSeconds: number) =>
    `${LINK_COOKIE}=${value}; Path=${LINK_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;

  /** Mails `email` a link unless it has a recent live one, or the asking client has had its share. */
  async function mailLinkIfDue(email: string, clientAddress: string) {
    const now = Date.now();
    const live = await links.live(email, now);
    const wait = resendWaitMs(live.count, { baseMs: office.linkResendMs, ttlMs: office.linkTtlMs });
    if (live.newestAt !== null && now < live.newestAt + wait) {
      logger.info("office_link_not_resent", { liveLinks: live.count });
      return;
    }
    const client = await perClient.take(clientAddress, now);
    if (!client.allowed) {
      logger.warn("office_link_rate_limited", { by: "client" });
      return;
    }
    const issued = await issueSignInLinkIfDue(links, {
      origin: site.origin,
      ttlMs: office.linkTtlMs,
      email,
      mail: { outbox, from: config.mail.from },
      // Checked again as it is stored: another instance may have mailed one meanwhile.
      resendBaseMs: office.linkResendMs,
    });
    if (!issued) return;
    logger.info("office_link_requested", {});
    onMailQueued();
  }

  return {
    linkMinutes: Math.max(1, Math.round(office.linkTtlMs / 60_000)),

    /**
     * Takes a link request and returns at once, the same way whatever the address: whether
     * it may sign in is never told, not even by how long the answer takes. Office addresses
     * are handled afterwards, one request at a time.
     */
    requestLink(typed: string, clientAddress: string): void {
      const email = officeInput(typed, 320).toLowerCase();
      if (!allowed.has(email)) {
        // Nothing is stored or sent; the page says the same as for an office address.
        logger.info("office_link_refused", { reason: "not_an_office_address" });
        return;
      }
      const key = `${email} ${rateLimitKey(clientAddress)}`;
      if (pending.has(key)) return;
      if (pending.size >= MAX_PENDING) {
        logger.warn("office_link_dropped", { pending: pending.size });
        return;
      }
      const handled = queue.then(() => mailLinkIfDue(email, clientAddress));
      queue = handled.then(
        () => void pending.delete(key),
        (error: unknown) => {
          pending.delete(key);
          logger.error("office_link_failed", { error: errorMessage(error) });
        },
      );
      pending.add(key);
    },

    /** The link requests taken so far, handled (tests and a graceful stop wait for them). */
    settled: () => queue,

    /** The Set-Cookie header that holds an opened link's token (or clears one that is not a token). */
    holdLink(token: string | null): string {
      return looksLikeToken(token) ? linkCookie(token, Math.ceil(office.linkTtlMs / 1000)) : linkCookie("", 0);
    },

    /** Whether the link the request holds can still sign in. */
    async linkUsable(request: Request): Promise<boolean> {
      const token = cookieValue(request.headers.get("cookie"), LINK_COOKIE);
      if (!looksLikeToken(token)) return false;
      const link = await links.find(tokenHash(token));
      return !!link && link.used_at === null && link.expires_at > Date.now() && allowed.has(link.email);
    },

    /**
     * Uses the link the request holds and starts a session: the Set-Cookie headers (the
     * session, and the link's cookie cleared), or null when refused.
     */
    async redeemLink(request: Request): Promise<string[] | null> {
      const token = cookieValue(request.headers.get("cookie"), LINK_COOKIE);
      if (!looksLikeToken(token)) return null;
      const hash = tokenHash(token);
      const link = await links.find(hash);
      const now = Date.now();
      if (!link || !allowed.has(link.email) || !(await links.use(hash, now))) {
        logger.info("office_link_refused", { reason: "unusable" });
        return null;
      }
      await links.deleteUnused(link.email);
      const value = newToken();
      const idHash = tokenHash(value);
      await sessions.add({
        id_hash: idHash,
        email: link.email,
        created_at: now,
        last_seen_at: now,
        expires_at: now + office.sessionMaxMs,
      });
      await audit.record({ at: now, actor: link.email, action: "sign_in" });
      logger.info("office_sign_in", { session: idHash.slice(0, 12) });
      return [sessionCookie(value, Math.ceil(office.sessionMaxMs / 1000)), linkCookie("", 0)];
    },

    /** The session a request's cookie names, if it is still alive (and its address still an office one). */
    async sessionFor(request: Request): Promise<OfficeSession | null> {
      const token = cookieValue(request.headers.get("cookie"));
      if (!looksLikeToken(token)) return null;
      const idHash = tokenHash(token);
      const row = await sessions.find(idHash);
      if (!row) return null;
      const now = Date.now();
      if (now >= row.expires_at || now - row.last_seen_at >= office.sessionIdleMs || !allowed.has(row.email)) {
        await sessions.delete(idHash);
        return null;
      }
      // When it was last seen, to the minute: a page read writes (and waits for the disk) once a minute at most.
      if (now - row.last_seen_at >= SEEN_EVERY_MS) await sessions.touch(idHash, now);
      return { email: row.email, csrf: csrfTokenFor(token), idHash };
    },

    /** Ends the session: the Set-Cookie header that clears the cookie. */
    async signOut(session: OfficeSession): Promise<string> {
      await sessions.delete(session.idHash);
      await audit.record({ at: Date.now(), actor: session.email, action: "sign_out" });
      return sessionCookie("", 0);
    },

    /** Expired links and ended sessions erased. */
    async sweep(now: number) {
      await links.deleteExpired(now);
      await sessions.deleteEnded({ now, idleBefore: now - office.sessionIdleMs });
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
