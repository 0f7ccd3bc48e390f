import type { Config } from "../config";
import type { Database } from "../db/open";
import { errorMessage, type Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { InboxQuery, RequestReads } from "../requests/reads";
import type { RequestsRepository } from "../requests/repository";
import { createAuditRepository } from "./audit-repository";
import { createInbox, type Inbox } from "./inbox";
import { createLinksRepository } from "./links-repository";
import { createSessionsRepository } from "./sessions-repository";
import { createSignIn, type OfficeSession } from "./sign-in";
import { sameSecret } from "./tokens";

export type { OfficeSession } from "./sign-in";
export type { InboxFilter } from "../requests/reads";

/** What an office page's loader or action can do for the request it serves (React Router's load context). */
export type OfficeRequestContext = {
  linkMinutes: number;
  session(): Promise<OfficeSession | null>;
  formTokenValid(session: OfficeSession, token: unknown): boolean;
  /** Always resolves the same way, whether the address may sign in or not. */
  requestLink(email: string): Promise<void>;
  linkUsable(token: unknown): Promise<boolean>;
  /** Uses the link and starts a session: the Set-Cookie header, or null when refused. */
  redeemLink(token: unknown): Promise<string | null>;
  /** Ends the session: the Set-Cookie header that clears the cookie. */
  signOut(session: OfficeSession): Promise<string>;
  list: Inbox["list"];
  detail: Inbox["detail"];
  act: Inbox["act"];
  exportRows(session: OfficeSession, query: InboxQuery): ReturnType<Inbox["exportRows"]>;
  audit: Inbox["audit"];
};

export type OfficeService = {
  forRequest(request: Request, clientAddress: string): OfficeRequestContext;
  stop(): Promise<void>;
};

const SWEEP_INTERVAL_MS = 60_000;

/** The office: sign-in and sessions, and the inbox, wired to the database and the delivery loop. */
export function startOfficeService({
  config,
  database,
  requests,
  reads,
  outbox,
  logger,
  wakeDelivery,
}: {
  config: Pick<Config, "office" | "site" | "mail">;
  database: Database;
  requests: RequestsRepository;
  reads: RequestReads;
  outbox: OutboxRepository;
  logger: Logger;
  /** Mail was queued: the delivery loop should look now. */
  wakeDelivery: () => void;
}): OfficeService {
  const audit = createAuditRepository(database);
  const signIn = createSignIn({
    config,
    links: createLinksRepository(database),
    sessions: createSessionsRepository(database),
    outbox,
    audit,
    logger,
    onMailQueued: wakeDelivery,
  });
  const inbox = createInbox({ config, reads, requests, audit, logger, onRequeued: wakeDelivery });

  async function sweep() {
    try {
      await signIn.sweep(Date.now());
    } catch (error) {
      logger.error("office_sweep_failed", { error: errorMessage(error) });
    }
  }
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  void sweep();

  return {
    forRequest(request, clientAddress) {
      let session: Promise<OfficeSession | null> | undefined;
      return {
        linkMinutes: signIn.linkMinutes,
        session: () => (session ??= signIn.sessionFor(request)),
        formTokenValid: (current, token) => typeof token === "string" && sameSecret(token, current.csrf),
        requestLink: (email) => signIn.requestLink(email, clientAddress),
        linkUsable: (token) => signIn.linkUsable(token),
        redeemLink: (token) => signIn.redeemLink(token),
        signOut: (current) => signIn.signOut(current),
        list: (current, query) => inbox.list(current, query),
        detail: (current, id) => inbox.detail(current, id),
        act: (current, id, action) => inbox.act(current, id, action),
        exportRows: (current, query) => inbox.exportRows(current, query),
        audit: (current, page) => inbox.audit(current, page),
      };
    },
    async stop() {
      clearInterval(timer);
    },
  };
}
