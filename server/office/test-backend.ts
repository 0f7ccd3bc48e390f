/** For tests: the whole backend on a fresh SQLite file, its mail kept in memory, and a signed-in office. */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBackend, type Backend } from "../backend";
import { loadConfig } from "../config";
import { openDatabase } from "../db/open";
import { silentLogger, type LogFields, type Logger } from "../logger";
import type { OutgoingMail } from "../mail/message";
import type { DeliveryResult, MailTransport } from "../mail/transport";
import { createRequestsRepository, type RequestsRepository } from "../requests/repository";
import type { InboxListing } from "./inbox";
import type { OfficeRequestContext, OfficeSession } from "./service";
import { createLinksRepository } from "./links-repository";
import { issueSignInLink } from "./sign-in";

export const OFFICE = "intake@example.com";

/** The inbox's default listing: open requests, newest first, nothing else asked. */
export const LISTING: InboxListing = {
  filter: "open",
  search: "",
  mine: false,
  claim: null,
  suit: null,
  source: null,
  edition: null,
  from: "",
  to: "",
  sort: "newest",
};
export const ORIGIN = "http://localhost:3000";

export function recordingLogger() {
  const lines: { msg: string; fields?: LogFields }[] = [];
  const log = (msg: string, fields?: LogFields) => lines.push({ msg, fields });
  const logger: Logger = { info: log, warn: log, error: log };
  return { logger, lines };
}

const running: Backend[] = [];

/** Stops every backend the test started: call from afterEach. */
export async function stopBackends() {
  for (const backend of running.splice(0)) await backend.stop();
}

/**
 * The backend on a fresh SQLite file; `before` runs on the database first. Its transport
 * keeps what it delivers in `sent`; `deliver` decides what each delivery comes to (by default
 * every one goes through, or every one fails with `mailDown`).
 */
export async function setUpBackend(
  env: Record<string, string> = {},
  {
    before,
    mailDown = false,
    deliver,
  }: {
    before?: (requests: RequestsRepository) => Promise<void>;
    mailDown?: boolean;
    deliver?: (mail: OutgoingMail) => Promise<DeliveryResult>;
  } = {},
) {
  const path = join(mkdtempSync(join(tmpdir(), "office-service-")), "site.db");
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    description: { mode: "test" },
    concurrency: 1,
    async deliver(mail) {
      if (mailDown) return { ok: false, error: "ECONNECTION" };
      const result = deliver ? await deliver(mail) : ({ ok: true } as const);
      if (result.ok) sent.push(mail);
      return result;
    },
    async close() {},
  };
  const config = loadConfig({ DATABASE_URL: `file:${path}`, OFFICE_EMAILS: OFFICE, SITE_URL: ORIGIN, ...env });
  if (before) {
    const database = await openDatabase(config.database, { logger: silentLogger });
    await before(createRequestsRepository(database));
    await database.close();
  }
  const { logger, lines } = recordingLogger();
  const backend = await startBackend({ config, logger, transport });
  running.push(backend);
  return { backend, office: backend.office, db: backend.database.db, sent, lines, config };
}

export const officeRequest = (cookie?: string) =>
  new Request(`${ORIGIN}/office`, { headers: cookie ? { Cookie: cookie.split(";")[0]! } : {} });

/** Opens a link as a browser does: its token held in the link's cookie, then confirmed. */
export async function redeem(office: Backend["office"], url: string): Promise<string[] | null> {
  const held = office.forRequest(officeRequest(), "127.0.0.1").holdLink(new URL(url).searchParams.get("token"));
  return office.forRequest(officeRequest(held), "127.0.0.1").redeemLink();
}

export async function signedInCookie(backend: Backend, email = OFFICE): Promise<string> {
  const url = await issueSignInLink(createLinksRepository(backend.database), { origin: ORIGIN, ttlMs: 900_000, email });
  const cookies = await redeem(backend.office, url);
  if (!cookies) throw new Error("link refused");
  return cookies[0]!;
}

/** A one-time action id as a freshly rendered form carries one (server/office/once.ts). */
export function newOnce(): string {
  return `${randomBytes(16).toString("base64url")}.f`;
}

/** Acts on a request as a newly rendered form would (a one-time id of its own): what it came to. */
export async function outcome(
  context: OfficeRequestContext,
  session: OfficeSession,
  id: string,
  action: Parameters<OfficeRequestContext["act"]>[2],
) {
  return (await context.act(session, id, action, newOnce())).outcome;
}

/** A signed-in office address's session and its view of the office. */
export async function signedIn(backend: Backend, email = OFFICE) {
  const cookie = await signedInCookie(backend, email);
  const context = backend.office.forRequest(officeRequest(cookie), "127.0.0.1");
  const session = await context.session();
  if (!session) throw new Error("no session");
  return { context, session };
}
