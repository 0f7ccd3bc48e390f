import type { CompiledQuery } from "kysely";
import type { Config } from "../config";
import type { ContentService } from "../content/service";
import { publishedFirmFacts } from "../content/firm-facts";
import type { Database } from "../db/open";
import { errorMessage, type Logger } from "../logger";
import type { OutboxRepository } from "../mail/outbox-repository";
import type { RequestReads } from "../requests/reads";
import { createRelatedReads } from "../requests/related-reads";
import { requestKey, type Erasure } from "../requests/erasure";
import type { RequestsRepository } from "../requests/repository";
import type { ThreadRepository } from "../requests/thread-repository";
import { createLimiter } from "../limits/limiter";
import type { RateDecision } from "../limits/rate-limit";
import { createActionsRepository } from "./actions-repository";
import type { AnswerLinks } from "../requests/answer-links";
import { agencyKey } from "../payload/derived";
import { createAgenciesRepository } from "./agencies-repository";
import { anonymousPageFor, type AnonymousPage } from "./anonymous-pages";
import { createAuditRepository } from "../audit/audit-repository";
import { createFigures } from "../requests/figures";
import { createDashboard, type Dashboard } from "./dashboard";
import { createInbox, type Inbox } from "./inbox";
import { createOnce } from "./once";
import { createRequestActions, type RequestActions } from "./request-actions";
import { createLinksRepository } from "./links-repository";
import { createSessionsRepository } from "./sessions-repository";
import { createSignIn, type OfficeSession } from "./sign-in";
import { sameSecret } from "../tokens";
import { createViewsRepository } from "./views-repository";
import type { Evidence } from "../evidence/service";
import { createOfficeEvidence, type OfficeEvidence } from "./evidence";
import type { TaskAction } from "../agenda/task-form";
import type { ConsultationAction } from "../agenda/consultation-form";
import { createConsultationsRepository } from "../agenda/consultations-repository";
import { createPublishedFirm } from "../agenda/published-words";
import { createSettingsRepository } from "../agenda/settings-repository";
import type { SchedulingSettings } from "../agenda/settings";
import { createSelfBooking } from "../agenda/self-booking";
import { createFeedsRepository } from "../agenda/feeds-repository";
import { messageDomain } from "../mail/message";
import { createCalendarFeeds, type CalendarFeeds } from "./calendar-feed";
import { createConsultationActions, type ConsultationActions, type ConsultationOutcome } from "./consultation-actions";
import { createTaskActions, type TaskActions, type TaskOutcome } from "../agenda/tasks";
import { createTasksRepository } from "../agenda/tasks-repository";

export type { OfficeSession } from "./sign-in";
export type { InboxFilter, InboxSort } from "../requests/reads";
export type { InboxListing } from "./inbox";
export type { OfficeFile } from "./evidence";

/**
 * A request the server refused before any page could see it: a form posted from an origin
 * other than the office's own. `seen` is the origin the browser named; `siteUrl` the one the
 * server takes the office to be at, which the page tells the office to set when the two are the
 * same site on another address (SITE_URL not set to where the office is opened).
 */
export type OfficeRefusal = { status: 403; reason: "origin"; siteUrl: string; seen: string | null; sameHost: boolean };

/** What an office page's loader or action can do for the request it serves (React Router's load context). */
export type OfficeRequestContext = {
  /** Set when the server refused the request: every page's loader answers with that refusal. */
  refused?: OfficeRefusal;
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
  /**
   * Keeps the inbox's search and filters (as its form sent them, checked) on the server, once
   * for the form's one-time id: the view's id, for the inbox's URL.
   */
  saveView(session: OfficeSession, fields: Record<string, unknown>, onceId: string): Promise<string>;
  /** What a view of this session holds, for the page to check again; null when it is not the session's or has ended. */
  view(session: OfficeSession, id: string): Promise<unknown>;
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
    add(session: OfficeSession, name: string, onceId: string): Promise<boolean>;
    remove(session: OfficeSession, key: string, onceId: string): Promise<boolean>;
  };
  exportRows: Inbox["exportRows"];
  audit: Inbox["audit"];
  /** The dashboard's figures for a range of months; recorded in the audit trail (as an export when `exported`). */
  dashboard: Dashboard["figures"];
  /** The files visitors sent: a request's list, one file, its bytes (audited), the record of custody. */
  evidence: OfficeEvidence;
  /** What is due, and when (server/agenda/): tasks on requests, and Today. */
  agenda: {
    tasks: TaskActions & {
      act(session: OfficeSession, requestId: string, action: TaskAction, onceId: string): Promise<TaskOutcome>;
    };
    /** Each office address's private calendar feed (/office/calendar/<secret>.ics). */
    feeds: CalendarFeeds;
    consultations: ConsultationActions & {
      act(
        session: OfficeSession,
        requestId: string,
        action: ConsultationAction,
        onceId: string,
      ): Promise<ConsultationOutcome>;
    };
    /** The firm's scheduling settings (/office/scheduling): read, and saved once for a form's one-time id, audited. */
    scheduling: {
      get(): Promise<SchedulingSettings>;
      /** The office addresses a picked consultation may be with. */
      officeEmails: readonly string[];
      save(session: OfficeSession, settings: SchedulingSettings, onceId: string): Promise<void>;
    };
  };
  /** The site editor (/office/site): drafts, review, publish, history, images. */
  site: ContentService;
  /**
   * A site editor's form done once for its one-time id (publish, rollback, a review asked for, a
   * setting saved), one such form at a time across the office: a repeat gets the first result.
   * `run` commits `record(result)` with the content service's own transaction (`recorded: true`).
   */
  siteOnce<R extends string>(
    session: OfficeSession,
    onceId: string,
    run: (record: (result: R) => CompiledQuery[]) => Promise<{ result: R; done: boolean; recorded?: boolean }>,
  ): Promise<{ result: R; repeat: boolean }>;
};

export type OfficeService = {
  forRequest(request: Request, clientAddress: string, options?: { refused?: OfficeRefusal }): OfficeRequestContext;
  /** The page from memory that answers this GET, if one does (anonymous-pages.ts). */
  anonymousPage(request: Request): Promise<AnonymousPage | null>;
  /**
   * Whether the request may be handled now (rendered, or acted on): counted per signed-in
   * session, and per client address for a request without one (OFFICE_REQUESTS_PER_MINUTE).
   */
  admit(context: OfficeRequestContext, clientAddress: string): Promise<RateDecision>;
  /** A calendar feed's text for the secret in its address (no session: the secret is the credential), or null. */
  calendarFeed(secret: string): Promise<string | null>;
  /** Link requests taken so far, handled. */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

const SWEEP_INTERVAL_MS = 60_000;

/** What the office is wired to: the database, the repositories the backend made, the delivery loop. */
export type OfficeParts = {
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
  erasure: Pick<Erasure, "eraseHeld" | "forget">;
  /** The files visitors send (server/evidence/). */
  evidence: Evidence;
  logger: Logger;
  /** Mail was queued: the delivery loop should look now. */
  wakeDelivery: () => void;
};

/** The office: sign-in and sessions, and the inbox, wired to the database and the delivery loop. */
export function startOfficeService(parts: OfficeParts): OfficeService {
  const { config, database, requests, reads, outbox, thread, evidence, content, logger, wakeDelivery } = parts;
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
  const actionIds = createActionsRepository(database);
  const once = createOnce({ database, actions: actionIds });
  const views = createViewsRepository(database, { maxAgeMs: config.office.sessionMaxMs });
  const booking = createSelfBooking({
    settings: createSettingsRepository(database),
    consultations: createConsultationsRepository(database),
    reads,
    thread,
    audit,
    write: (queries) => database.write(queries),
    https: config.site.https,
    logger,
  });
  const actions = createRequestActions({
    ...parts,
    audit,
    once,
    onMailQueued: wakeDelivery,
    uploadLink: (id, language) => evidence.linkFor(id, language),
    bookingLink: async (id, language, now) => {
      const offer = await booking.offer(id, config.site.origin, language, now);
      return offer?.url ?? null;
    },
    firmFacts: publishedFirmFacts(content),
  });
  const officeEvidence = createOfficeEvidence({ evidence, audit });
  const taskActions = createTaskActions({
    tasks: createTasksRepository(database),
    reads,
    thread,
    audit,
    officeEmails: config.office.emails,
    logger,
  });
  const schedulingSettings = createSettingsRepository(database);
  const consultationActions = createConsultationActions({
    ...parts,
    consultations: createConsultationsRepository(database),
    audit,
    firmIn: createPublishedFirm(content),
    settings: schedulingSettings,
    onMailQueued: wakeDelivery,
  });
  const feeds = createCalendarFeeds({
    feeds: createFeedsRepository(database),
    consultations: createConsultationsRepository(database),
    audit,
    once,
    origin: config.site.origin,
    domain: messageDomain({ from: config.mail.from, to: [] }),
    logger,
  });
  const agenda = {
    feeds,
    scheduling: {
      get: () => schedulingSettings.get(),
      officeEmails: config.office.emails,
      async save(current: OfficeSession, settings: SchedulingSettings, onceId: string) {
        await once(current, { id: onceId, key: "scheduling" }, async () => {
          const at = Date.now();
          return {
            result: "saved",
            writes: [
              await schedulingSettings.saving(settings, current.email, at),
              audit.recording({
                at,
                actor: current.email,
                action: "scheduling",
                detail: settings.selfBooking ? "self-booking on" : "self-booking off",
              }),
            ],
          };
        });
      },
    },
    tasks: {
      ...taskActions,
      /** A task form once for its one-time id, one action at a time on its request: posted twice, one task. */
      async act(current: OfficeSession, requestId: string, action: TaskAction, onceId: string) {
        const { result } = await once<TaskOutcome>(current, { id: onceId, key: requestKey(requestId), requestId }, () =>
          taskActions.plan(current, requestId, action),
        );
        return result;
      },
    },
    consultations: {
      ...consultationActions,
      /** A consultation form once for its one-time id, one action at a time on its request. */
      async act(current: OfficeSession, requestId: string, action: ConsultationAction, onceId: string) {
        const { result } = await once<ConsultationOutcome>(
          current,
          { id: onceId, key: requestKey(requestId), requestId },
          () => consultationActions.plan(current, requestId, action, Date.now()),
        );
        return result;
      },
    },
  };

  const cap = { limit: config.office.requestsPerMinute, windowMs: 60_000 };
  const perClient = limiter({ name: "office", ...cap, per: "client" });
  const perSession = limiter({ name: "office-session", ...cap, per: "named" });

  async function sweep() {
    try {
      const now = Date.now();
      await signIn.sweep(now);
      await views.sweep(now);
      // No form is posted after its session ended: its one-time id has nothing left to guard.
      await actionIds.sweep(now - config.office.sessionMaxMs);
    } catch (error) {
      logger.error("office_sweep_failed", { error: errorMessage(error) });
    }
  }
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  void sweep();

  return {
    forRequest(request, clientAddress, { refused } = {}) {
      let session: Promise<OfficeSession | null> | undefined;
      return {
        ...(refused ? { refused } : {}),
        linkMinutes: signIn.linkMinutes,
        session: () => (session ??= signIn.sessionFor(request)),
        formTokenValid: (current, token) => typeof token === "string" && sameSecret(token, current.csrf),
        requestLink: (email) => signIn.requestLink(email, clientAddress),
        holdLink: (token) => signIn.holdLink(token),
        linkUsable: () => signIn.linkUsable(request),
        redeemLink: () => signIn.redeemLink(request),
        async signOut(current) {
          const cookie = await signIn.signOut(current);
          await views.forget(current.idHash);
          return cookie;
        },
        list: (current, listing, at) => inbox.list(current, listing, at),
        async saveView(current, fields, onceId) {
          const { result } = await once(current, { id: onceId, key: `view:${current.idHash}` }, async () => {
            const view = views.creating(current.idHash, JSON.stringify(fields), Date.now());
            return { result: view.id, writes: [view.query] };
          });
          return result;
        },
        async view(current, id) {
          const kept = await views.find(current.idHash, id, Date.now());
          return kept === null ? null : (JSON.parse(kept) as unknown);
        },
        detail: (current, id) => inbox.detail(current, id),
        act: (current, id, action, onceId) => actions.act(current, id, action, onceId),
        setFacts: (current, id, facts, onceId) => actions.setFacts(current, id, facts, onceId),
        enterLead: (current, lead, onceId) => actions.enterLead(current, lead, onceId),
        bulk: (current, bulk, onceId) => actions.bulk(current, bulk, onceId),
        listingIds: (current, listing, atMost) => inbox.listingIds(current, listing, atMost),
        agencies: {
          list: () => inbox.agencyList(),
          // One change to the list at a time, each once, with its audit record.
          async add(current, name, onceId) {
            const key = agencyKey(name);
            if (!key) return false;
            const { result } = await once(current, { id: onceId, key: "agencies" }, async () => {
              if ((await agencies.list()).some((agency) => agency.key === key)) return { result: "exists" };
              const at = Date.now();
              return {
                result: "added",
                writes: [
                  agencies.adding(name, current.email, at),
                  audit.recording({
                    at,
                    actor: current.email,
                    action: "agency",
                    detail: `added ${name}`.slice(0, 200),
                  }),
                ],
              };
            });
            return result === "added";
          },
          async remove(current, key, onceId) {
            const { result } = await once(current, { id: onceId, key: "agencies" }, async () => {
              if (!(await agencies.list()).some((agency) => agency.key === key)) return { result: "absent" };
              const at = Date.now();
              return {
                result: "removed",
                writes: [
                  agencies.removing(key),
                  audit.recording({
                    at,
                    actor: current.email,
                    action: "agency",
                    detail: `removed ${key}`.slice(0, 200),
                  }),
                ],
              };
            });
            return result === "removed";
          },
        },
        exportRows: (current, listing, options) => inbox.exportRows(current, listing, options),
        audit: (current, page) => inbox.audit(current, page),
        dashboard: (current, range, options) => dashboard.figures(current, range, options),
        evidence: officeEvidence,
        agenda,
        site: content,
        siteOnce: (current, onceId, run) => once(current, { id: onceId, key: "site" }, async () => ({ run })),
      };
    },
    anonymousPage: (request) => anonymousPageFor(request, signIn.linkUsable),
    calendarFeed: (secret) => feeds.read(secret),
    async admit(context, clientAddress) {
      const session = await context.session();
      return session ? perSession.take(session.idHash) : perClient.take(clientAddress);
    },
    settled: () => signIn.settled(),
    async stop() {
      clearInterval(timer);
      await signIn.settled();
    },
  };
}
