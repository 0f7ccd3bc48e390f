import type { Config } from "../config";
import { createRateLimiter } from "../limits/rate-limit";
import type { Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { AuditRepository } from "./audit-repository";
import type { LinksRepository } from "./links-repository";
import type { SessionsRepository } from "./sessions-repository";
import { composeSignInMail } from "./sign-in-mail";
import { csrfTokenFor, looksLikeToken, newToken, tokenHash } from "./tokens";

export const SESSION_COOKIE = "office_session";

export type OfficeSession = { email: string; csrf: string; idHash: string };

export function cookieValue(header: string | null, name = SESSION_COOKIE): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * Stores a new link for `email` and returns it. With `mail`, the link is queued to be mailed
 * to that address (and erased from the queue once delivered or expired); without, it is only
 * printed (`npm run office:link`).
 */
export async function issueSignInLink(
  links: LinksRepository,
  {
    origin,
    ttlMs,
    email,
    mail,
  }: { origin: string; ttlMs: number; email: string; mail?: { outbox: OutboxRepository; from: string } },
): Promise<string> {
  const token = newToken();
  const hash = tokenHash(token);
  const now = Date.now();
  const url = `${origin}/office/link?token=${token}`;
  await links.add({ token_hash: hash, email, created_at: now, expires_at: now + ttlMs });
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
 * Signing in to the office: one-time links mailed to the office's own addresses, then a
 * session in an HttpOnly cookie, kept as a hash, ended by idleness, age or sign-out.
 */
export function createSignIn({
  config,
  links,
  sessions,
  outbox,
  audit,
  logger,
  onMailQueued,
}: {
  config: Pick<Config, "office" | "site" | "mail">;
  links: LinksRepository;
  sessions: SessionsRepository;
  outbox: OutboxRepository;
  audit: AuditRepository;
  logger: Logger;
  onMailQueued: () => void;
}) {
  const { office, site } = config;
  const allowed = new Set(office.emails);
  // Link requests are limited per address (nobody's mailbox gets flooded) and per client.
  const perAddress = createRateLimiter({ limit: office.linksPerHour, windowMs: 3_600_000, maxKeys: 10_000 });
  const perClient = createRateLimiter({ limit: office.linksPerHour * 4, windowMs: 3_600_000, maxKeys: 10_000 });

  const cookie = (value: string, maxAgeSeconds: number) =>
    `${SESSION_COOKIE}=${value}; Path=/office; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${site.https ? "; Secure" : ""}`;

  return {
    linkMinutes: Math.max(1, Math.round(office.linkTtlMs / 60_000)),

    /** Always resolves the same way, whether the address may sign in or not. */
    async requestLink(rawEmail: string, clientAddress: string) {
      const email = rawEmail.trim().toLowerCase().slice(0, 320);
      const client = perClient.take(clientAddress);
      const address = perAddress.take(email);
      if (!client.allowed || !address.allowed) {
        logger.warn("office_link_rate_limited", { by: client.allowed ? "address" : "client" });
        return;
      }
      if (!allowed.has(email)) {
        // Nothing is stored or sent; the page says the same as for an office address.
        logger.info("office_link_refused", { reason: "not_an_office_address" });
        return;
      }
      await issueSignInLink(links, {
        origin: site.origin,
        ttlMs: office.linkTtlMs,
        email,
        mail: { outbox, from: config.mail.from },
      });
      logger.info("office_link_requested", {});
      onMailQueued();
    },

    async linkUsable(token: unknown): Promise<boolean> {
      if (!looksLikeToken(token)) return false;
      const link = await links.find(tokenHash(token));
      return !!link && link.used_at === null && link.expires_at > Date.now() && allowed.has(link.email);
    },

    /** Uses the link and starts a session: the Set-Cookie header, or null when refused. */
    async redeemLink(token: unknown): Promise<string | null> {
      if (!looksLikeToken(token)) return null;
      const hash = tokenHash(token);
      const link = await links.find(hash);
      const now = Date.now();
      if (!link || !allowed.has(link.email) || !(await links.use(hash, now))) {
        logger.info("office_link_refused", { reason: "unusable" });
        return null;
      }
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
      return cookie(value, Math.ceil(office.sessionMaxMs / 1000));
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
      await sessions.touch(idHash, now);
      return { email: row.email, csrf: csrfTokenFor(token), idHash };
    },

    /** Ends the session: the Set-Cookie header that clears the cookie. */
    async signOut(session: OfficeSession): Promise<string> {
      await sessions.delete(session.idHash);
      await audit.record({ at: Date.now(), actor: session.email, action: "sign_out" });
      return cookie("", 0);
    },

    /** Expired links and ended sessions erased. */
    async sweep(now: number) {
      await links.deleteExpired(now);
      await sessions.deleteEnded({ now, idleBefore: now - office.sessionIdleMs });
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
