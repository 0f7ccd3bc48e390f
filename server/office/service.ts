import type { Config } from "../config";
import type { ContentService } from "../content/service";
import type { Database } from "../db/open";
import { errorMessage, type Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { RequestReads } from "../requests/reads";
import { createRelatedReads } from "../requests/related-reads";
import type { RequestsRepository } from "../requests/repository";
import type { ThreadRepository } from "../requests/thread-repository";
import { createLimiter } from "../limits/limiter";
import type { RateDecision } from "../limits/rate-limit";
import type { AnswerLinks } from "../requests/answer-links";
import { createAgenciesRepository } from "./agencies-repository";
import { anonymousPageFor, type AnonymousPage } from "./anonymous-pages";
import { createAuditRepository } from "./audit-repository";
import { createFigures } from "../requests/figures";
import { createDashboard, type Dashboard } from "./dashboard";
import { createInbox, type Inbox } from "./inbox";
import { createRequestActions, type RequestActions } from "./request-actions";
import { createLinksRepository } from "./links-repository";
import { createSessionsRepository } from "./sessions-repository";
import { createSignIn, type OfficeSession } from "./sign-in";
import { sameSecret } from "./tokens";
import type { Evidence } from "../evidence/service";
import { createOfficeEvidence, type OfficeEvidence } from "./evidence";
import { createTaskActions, type TaskActions } from "../agenda/tasks";
import { createTasksRepository } from "../agenda/tasks-repository";

export type { OfficeSession } from "./sign-in";
export type { InboxFilter, InboxSort } from "../requests/reads";
export type { InboxListing } from "./inbox";
export type { OfficeFile } from "./evidence";

/** What an office page's loader or action can do for the request it serves (React Router's load context). */
export type OfficeRequestContext = {
  linkMinutes: number;
  session(): Promise<OfficeSession | null>;
  formTokenValid(session: OfficeSession, token: unknown): boolean;
  /** Takes the request and returns at once, the same way whether the address may sign in or not. */
  requestLink(email: string): void;
  /** The Set-Cookie header that holds an opened link's token, so that the URL can drop it. */
  holdLink(token: string | null): string;
  /** Whether the link this request holds can still be used. */
  linkUsable(): Promise<boolean>;
  /** Uses the link this request holds and starts a session: the Set-Cookie headers, or null when refused. */
  redeemLink(): Promise<string[] | null>;
  /** Ends the session: the Set-Cookie header that clears the cookie. */
  signOut(session: OfficeSession): Promise<string>;
  list: Inbox["list"];
  detail: Inbox["detail"];
  act: RequestActions["act"];
  /** The facts form of a request's page (app/office/lead-forms.ts). */
  setFacts: RequestActions["setFacts"];
  /** "New lead": its id. */
  enterLead: RequestActions["enterLead"];
  /** The list's bulk form, and the requests a listing holds for it. */
  bulk: RequestActions["bulk"];
  listingIds: Inbox["listingIds"];
  /** The firm's own agencies, beside California's. */
  agencies: {
    list(): ReturnType<Inbox["agencyList"]>;
    add(session: OfficeSession, name: string): Promise<boolean>;
    remove(session: OfficeSession, key: string): Promise<boolean>;
  };
  exportRows: Inbox["exportRows"];
  audit: Inbox["audit"];
  /** The dashboard's figures for a range of months; recorded in the audit trail (as an export when `exported`). */
  dashboard: Dashboard["figures"];
  /** The files visitors sent: a request's list, one file, its bytes (audited), the record of custody. */
  evidence: OfficeEvidence;
  /** What is due, and when (server/agenda/): tasks on requests, and Today. */
  agenda: { tasks: TaskActions };
  /** The site editor (/office/site): drafts, review, publish, history, images. */
  site: ContentService;
};

export type OfficeService = {
  forRequest(request: Request, clientAddress: string): OfficeRequestContext;
  /** The page from memory that answers this GET, if one does (anonymous-pages.ts). */
  anonymousPage(request: Request): Promise<AnonymousPage | null>;
  /** Whether this client may have another office request handled now (rendered, or acted on). */
  admit(clientAddress: string): Promise<RateDecision>;
  /** Link requests taken so far, handled. */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

const SWEEP_INTERVAL_MS = 60_000;
/**
 * Office requests one client may have handled a minute, pages from memory aside: far more
 * than a person clicking through the inbox makes, far fewer than a flood would need.
 */
export const OFFICE_REQUESTS_PER_MINUTE = 120;

/** The office: sign-in and sessions, and the inbox, wired to the database and the delivery loop. */
export function startOfficeService({
  config,
  database,
  requests,
  reads,
  outbox,
  thread,
  answerLinks,
  erase,
  evidence,
  logger,
  wakeDelivery,
  content,
}: {
  config: Pick<Config, "office" | "site" | "mail">;
  database: Database;
  /** The site's content, for the site editor. */
  content: ContentService;
  requests: RequestsRepository;
  reads: RequestReads;
  outbox: OutboxRepository;
  thread: ThreadRepository;
  answerLinks: AnswerLinks;
  /** Erases a request and every copy the server made of it (server/requests/erasure.ts). */
  erase: (id: string) => Promise<boolean>;
  /** The files visitors send (server/evidence/). */
  evidence: Evidence;
  logger: Logger;
  /** Mail was queued: the delivery loop should look now. */
  wakeDelivery: () => void;
}): OfficeService {
  const audit = createAuditRepository(database);
  const limiter = createLimiter(database);
  const signIn = createSignIn({
    config,
    links: createLinksRepository(database),
    sessions: createSessionsRepository(database),
    outbox,
    audit,
    limiter,
    logger,
    onMailQueued: wakeDelivery,
  });
  const agencies = createAgenciesRepository(database);
  const inbox = createInbox({
    config,
    reads,
    requests,
    related: createRelatedReads(database),
    thread,
    outbox,
    audit,
    agencies,
  });
  const dashboard = createDashboard({ figures: createFigures(database), audit });
  const actions = createRequestActions({
    config,
    reads,
    requests,
    thread,
    outbox,
    audit,
    answerLinks,
    erase,
    logger,
    onMailQueued: wakeDelivery,
    uploadLink: (id, language) => evidence.linkFor(id, language),
  });
  const officeEvidence = createOfficeEvidence({ evidence, audit });
  const agenda = {
    tasks: createTaskActions({
      database,
      tasks: createTasksRepository(database),
      reads,
      thread,
      audit,
      officeEmails: config.office.emails,
      logger,
    }),
  };
  const perClient = limiter({ name: "office", limit: OFFICE_REQUESTS_PER_MINUTE, windowMs: 60_000, per: "client" });

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
        holdLink: (token) => signIn.holdLink(token),
        linkUsable: () => signIn.linkUsable(request),
        redeemLink: () => signIn.redeemLink(request),
        signOut: (current) => signIn.signOut(current),
        list: (current, listing, at) => inbox.list(current, listing, at),
        detail: (current, id) => inbox.detail(current, id),
        act: (current, id, action) => actions.act(current, id, action),
        setFacts: (current, id, facts) => actions.setFacts(current, id, facts),
        enterLead: (current, lead) => actions.enterLead(current, lead),
        bulk: (current, bulk) => actions.bulk(current, bulk),
        listingIds: (current, listing, atMost) => inbox.listingIds(current, listing, atMost),
        agencies: {
          list: () => inbox.agencyList(),
          async add(current, name) {
            const at = Date.now();
            const added = await agencies.add(name, current.email, at);
            if (added)
              await audit.record({ at, actor: current.email, action: "agency", detail: `added ${name}`.slice(0, 200) });
            return added;
          },
          async remove(current, key) {
            const at = Date.now();
            const removed = await agencies.remove(key);
            if (removed)
              await audit.record({
                at,
                actor: current.email,
                action: "agency",
                detail: `removed ${key}`.slice(0, 200),
              });
            return removed;
          },
        },
        exportRows: (current, listing, options) => inbox.exportRows(current, listing, options),
        audit: (current, page) => inbox.audit(current, page),
        dashboard: (current, range, options) => dashboard.figures(current, range, options),
        evidence: officeEvidence,
        agenda,
        site: content,
      };
    },
    anonymousPage: (request) => anonymousPageFor(request, signIn.linkUsable),
    admit: async (clientAddress) => perClient.take(clientAddress),
    settled: () => signIn.settled(),
    async stop() {
      clearInterval(timer);
      await signIn.settled();
    },
  };
}
