import { randomUUID } from "node:crypto";
import type { CompiledQuery, Updateable } from "kysely";
import type { ContactRequest } from "~/contract/contact-request";
import { closedPeriod, leavingStage } from "../db/kept-counts";
import type { Database } from "../db/open";
import { DECISION_STAGES, OPEN_STAGES, type ContactRequestsTable, type RequestStage } from "../db/schema";
import type { Settlement } from "../mail/delivery-loop";
import { nextDueOf, queueStatements } from "../mail/queue-statements";
import { conflictRecordOf } from "./conflict-record";
import { countedWrites } from "./counted-writes";
import { derivedColumns } from "../payload/derived";
import { leadWrites } from "./lead-writes";
import type { MergeHook } from "./merges";
import { rowFor, seededRow, type NewContactRequest, type NewLead, type SeededRequest } from "./new-rows";
import { searchDocument } from "../payload/search-text";

export type { NewContactRequest, NewLead };

/** Every process's delivery loop listens here: a commit that made mail due wakes them all. */
export const MAIL_DUE_CHANNEL = "mail_due";

/** The purge's lock key (any fixed 64-bit number, the same in every process). */
const PURGE_LOCK_KEY = 7_314_920_001;

export type SaveResult =
  | { outcome: "created"; id: string; status: "pending" | "spam" }
  /** The same idempotency key and payload were stored before: the earlier answer stands. */
  | { outcome: "duplicate"; id: string }
  /** The same idempotency key came with a different payload. */
  | { outcome: "key-reused" };

/** A request as its notification is built from it. */
export type StoredContactRequest = {
  id: string;
  source: ContactRequest["source"];
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: number;
};

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;

const TABLE = "contact_requests";

/** Seeded rows in one insert: far below either engine's limit on a statement's parameters. */
const SEED_INSERT_ROWS = 500;

const isOpen = (stage: RequestStage) => (OPEN_STAGES as readonly RequestStage[]).includes(stage);
const isDecision = (stage: RequestStage) => (DECISION_STAGES as readonly RequestStage[]).includes(stage);

/** Rows reduced to conflict records in one transaction each time: the purge's unit of work. */
const REDUCE_BATCH = 100;

type Claimed = Pick<ContactRequestsTable, "id" | "source" | "payload" | "attempts" | "created_at">;
const CLAIMED_COLUMNS = ["id", "source", "payload", "attempts", "created_at"] as const;

/**
 * The one module that writes contact_requests: the endpoint stores through it, the delivery
 * loop claims and settles notifications through it, the office acts on requests through it,
 * the retention purge and erasure delete through it. It also writes conflict_records, which
 * only the purge fills, from the requests it reduces; and the counts kept of the requests
 * (request_counts, request_contact_bins: server/db/kept-counts.ts), in the transaction of
 * every change that moves them. Reads live in ./reads.ts.
 */
export function createRequestsRepository(
  database: Database,
  {
    mergeHooks = [],
  }: {
    /** What other tables' owners move in a merge's transaction, and back in its undo (./merges.ts). */
    mergeHooks?: readonly MergeHook[];
  } = {},
) {
  const { db } = database;
  const queue = queueStatements(database, TABLE);
  const writeOne = async (query: Parameters<Database["read"]>[0]) => (await database.write([query]))[0]!;
  const changed = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);
  const { rows, byIds, writeCounted, countedAround, countInserted, recount } = countedWrites(database);
  /**
   * A row's words for the search: the row's own search columns, for the statement that writes
   * it, and the index's statements, after it in the same transaction. A search never finds a
   * request without its words, or words without their request.
   */
  const searchOf = (id: string, payload: string) => {
    const document = searchDocument({ id, payload });
    return { columns: database.fullText.columns(document), after: database.fullText.index([{ id, document }]) };
  };
  // The row and the merges it took part in (a merge into it or out of it).
  const erasingChange = (id: string): CompiledQuery[] => [
    db.deleteFrom(TABLE).where("id", "=", id).compile(),
    db
      .deleteFrom("request_merges")
      .where((eb) => eb.or([eb("into_id", "=", id), eb("from_id", "=", id)]))
      .compile(),
  ];
  /** The same, its counts taken out with it: for an erasure's last transaction. */
  const erasing = (id: string): CompiledQuery[] => countedAround(byIds([id]), erasingChange(id));

  /**
   * The notification pending again, due now, attempts counted afresh (their history stays
   * in delivery_attempts). `payload` replaces the stored one; `onlyIf` restricts it to a
   * row in that state; `also` sets other columns in the same statement (none the kept counts
   * are made of: unmarkingSpam counts its own).
   */
  function requeueingNotification(
    id: string,
    now: number,
    payload?: string,
    onlyIf?: ContactRequestsTable["status"],
    also: Updateable<ContactRequestsTable> = {},
    andThen: CompiledQuery[] = [],
  ): CompiledQuery[] {
    let query = db
      .updateTable(TABLE)
      .set({
        status: "pending",
        next_attempt_at: now,
        lease_until: null,
        attempts: 0,
        failed_at: null,
        delivered_at: null,
        last_error: null,
        stuck_reported_at: null,
        ...(payload === undefined ? {} : { payload }),
        ...also,
      })
      .where("id", "=", id);
    if (onlyIf) query = query.where("status", "=", onlyIf);
    return [database.notifying(query.returning("id").compile(), MAIL_DUE_CHANNEL), ...andThen];
  }

  async function requeueNotification(...args: Parameters<typeof requeueingNotification>): Promise<boolean> {
    const [result] = await database.write(requeueingNotification(...args));
    return (result?.rows.length ?? 0) === 1;
  }

  // The changes of the office's actions, each as the one statement (or two) that makes it.
  function stageChange(
    id: string,
    stage: RequestStage,
    { reason = null, now }: { reason?: string | null; now: number },
  ) {
    if (stage === "spam") throw new Error("spam is marked with markSpam");
    return db
      .updateTable(TABLE)
      .set({
        ...leavingStage(now),
        stage,
        stage_changed_at: now,
        closed_at: isOpen(stage) ? null : now,
        closed_month: isOpen(stage) ? null : closedPeriod(now),
        decision_reason: isDecision(stage) ? reason : null,
      })
      .where("id", "=", id)
      .where("stage", "not in", ["spam", "merged"])
      .where("stage", "<>", stage)
      .compile();
  }
  function assigning(id: string, assignee: string | null) {
    const query = db.updateTable(TABLE).set({ assignee }).where("id", "=", id);
    const unlike = assignee
      ? query.where((eb) => eb.or([eb("assignee", "is", null), eb("assignee", "<>", assignee)]))
      : query.where("assignee", "is not", null);
    return unlike.compile();
  }
  function contactChange(id: string, at: number): CompiledQuery[] {
    return [
      db
        .updateTable(TABLE)
        .set({ first_contact_at: at })
        .where("id", "=", id)
        .where("first_contact_at", "is", null)
        .compile(),
      db
        .updateTable(TABLE)
        .set({ ...leavingStage(at), stage: "contacted", stage_changed_at: at })
        .where("id", "=", id)
        .where("stage", "=", "new")
        .compile(),
    ];
  }
  function spamChange(id: string, now: number) {
    return db
      .updateTable(TABLE)
      .set({
        status: "spam",
        lease_until: null,
        ...leavingStage(now),
        stage: "spam",
        stage_changed_at: now,
        closed_at: now,
        closed_month: closedPeriod(now),
      })
      .where("id", "=", id)
      .where("stage", "<>", "merged")
      .where("status", "<>", "spam")
      .compile();
  }
  /** Back from spam: new, its notification due now, its derived columns and words written afresh. */
  function notSpamChange(id: string, now: number, payload: string, source: ContactRequestsTable["source"]) {
    const fields = JSON.parse(payload) as Record<string, unknown>;
    const search = searchOf(id, payload);
    return requeueingNotification(
      id,
      now,
      payload,
      "spam",
      {
        stage: "new",
        stage_changed_at: now,
        closed_at: null,
        closed_month: null,
        ...derivedColumns(fields, source),
        ...search.columns,
      },
      search.after,
    );
  }
  /**
   * The statements of the office's actions, for each action to commit with its audit record and
   * its one-time id: each with the kept counts taken out before it and counted again after it.
   */
  const statements = {
    settingStage: (id: string, stage: RequestStage, options: { reason?: string | null; now: number }) =>
      countedAround(byIds([id]), [stageChange(id, stage, options)]),
    assigning,
    recordingContact: (id: string, at: number) => countedAround(byIds([id]), contactChange(id, at)),
    markingSpam: (id: string, now: number) => countedAround(byIds([id]), [spamChange(id, now)]),
    unmarkingSpam: (id: string, now: number, payload: string, source: ContactRequestsTable["source"]) =>
      countedAround(byIds([id]), notSpamChange(id, now, payload, source)),
    requeueingNotification,
  };

  return {
    // A lead's own writes: entered by the office, its facts, its calls and answers, merges (./lead-writes.ts).
    ...leadWrites(database, { mergeHooks, counted: { byIds, writeCounted, countInserted } }),

    /** Durably stores a request (or finds its earlier copy) before resolving. */
    async save(input: NewContactRequest, now = Date.now()): Promise<SaveResult> {
      const row = rowFor(input, randomUUID(), now);
      const search = searchOf(row.id, row.payload);
      // The unique key settles a concurrent duplicate: the loser inserts nothing.
      const insert = db
        .insertInto(TABLE)
        .values({ ...row, ...search.columns })
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .returning("id")
        .compile();
      // A duplicate inserts nothing: its index and count statements find no row of this id.
      const [inserted] = await database.write([
        row.status === "pending" ? database.notifying(insert, MAIL_DUE_CHANNEL) : insert,
        ...search.after,
        ...countInserted([row.id]),
      ]);
      const created: SaveResult = {
        outcome: "created",
        id: row.id,
        status: row.status === "spam" ? "spam" : "pending",
      };
      if ((inserted?.rows.length ?? 0) > 0 || !row.idempotency_key) return created;
      // Another row holds the key (on PostgreSQL the insert waited for its transaction to end).
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select(["id", "payload_hash"])
          .where("idempotency_key", "=", row.idempotency_key)
          .compile(),
      );
      const holder = rows[0] as { id: string; payload_hash: string } | undefined;
      // Erased meanwhile: stored nowhere, so never an answer that says it was.
      if (!holder) throw new Error("the request holding this idempotency key was removed meanwhile");
      return holder.payload_hash === row.payload_hash
        ? { outcome: "duplicate", id: holder.id }
        : { outcome: "key-reused" };
    },

    // The office's notifications, for the delivery loop (./notification-queue.ts).
    async claimNotifications(options: {
      now: number;
      dueBy: number;
      limit: number;
      leaseUntil: number;
    }): Promise<StoredContactRequest[]> {
      const { rows } = await writeOne(queue.claim(options, CLAIMED_COLUMNS));
      return (rows as Claimed[])
        .map((row) => ({
          id: row.id,
          // A lead the office entered is never pending: only the form's and the widget's are claimed.
          source: row.source as StoredContactRequest["source"],
          payload: JSON.parse(row.payload) as Record<string, unknown>,
          attempts: Number(row.attempts),
          createdAt: Number(row.created_at),
        }))
        .sort((a, b) => a.createdAt - b.createdAt);
    },
    /** False when the row was no longer pending: erased, or marked spam, while its mail was in flight. */
    async settleNotification(id: string, settlement: Settlement, at: number): Promise<boolean> {
      return changed(await writeOne(queue.settle(id, settlement, at))) === 1;
    },
    async releaseNotification(id: string) {
      await writeOne(queue.release(id));
    },
    async nextNotificationDueAt(): Promise<number | null> {
      return nextDueOf((await database.read(queue.nextDueAt())).rows);
    },
    async notificationsDueNow(now: number) {
      await writeOne(queue.dueNow(now));
    },
    /** After a restart of the only process (SQLite): its claims are void, every pending notification is due now. */
    async releaseAllClaims(now: number): Promise<number> {
      return changed(await writeOne(queue.releaseAll(now)));
    },

    // The office's actions.
    /**
     * Moves a request (not spam) to another stage: closing sets when (retention counts from
     * it), reopening clears it; a decision keeps its reason. False when it was there already.
     */
    async setStage(id: string, stage: RequestStage, options: { reason?: string | null; now: number }) {
      const [result] = await writeCounted(byIds([id]), [stageChange(id, stage, options)]);
      return changed(result!) === 1;
    },
    /** Assigns a request to an office address, or to nobody; false when it already was. */
    async assign(id: string, assignee: string | null): Promise<boolean> {
      return changed(await writeOne(assigning(id, assignee))) === 1;
    },
    /**
     * The office wrote to or called the visitor: the first time sets the time to first
     * contact, and a New request becomes Contacted. Says which of the two happened.
     */
    async recordContact(
      id: string,
      at: number,
      andThen: CompiledQuery[] = [],
    ): Promise<{ first: boolean; contacted: boolean }> {
      const [first, contacted] = await writeCounted(byIds([id]), [...contactChange(id, at), ...andThen]);
      return { first: changed(first!) === 1, contacted: changed(contacted!) === 1 };
    },
    /** Spam: never mailed, closed now. */
    async markSpam(id: string, now: number): Promise<boolean> {
      const [result] = await writeCounted(byIds([id]), [spamChange(id, now)]);
      return changed(result!) === 1;
    },
    /**
     * Back from spam with the payload the endpoint's rules accepted: New, and its notification
     * due now; indexed anew from that payload in the same transaction. (When the row was no
     * longer spam, another "not spam" wrote the same payload, read from the same body.)
     */
    async unmarkSpam(
      id: string,
      now: number,
      payload: string,
      source: ContactRequestsTable["source"],
    ): Promise<boolean> {
      const [result] = await writeCounted(byIds([id]), notSpamChange(id, now, payload, source));
      return (result?.rows.length ?? 0) === 1;
    },
    /** The statements of the methods above, for an office action to commit together with its audit record. */
    statements,
    requeueNotification,
    /** Makes the kept counts afresh from the rows (`npm run office:recount`); how many rows needed their periods first. */
    recount,
    /** Pending requests received before `before` whose stuck delivery was not logged yet; marks them logged. */
    async takeNewlyStuck(before: number, now: number): Promise<string[]> {
      const { rows } = await writeOne(
        db
          .updateTable(TABLE)
          .set({ stuck_reported_at: now })
          .where("status", "=", "pending")
          .where("created_at", "<", before)
          .where("stuck_reported_at", "is", null)
          .returning(["id"])
          .compile(),
      );
      return (rows as { id: string }[]).map((row) => row.id);
    },

    /**
     * The retention purge's part in the database, one process at a time (another that finds
     * it running does nothing). Open requests are never touched. Spam and retained requests
     * closed before `closedBefore` go; declined and referred ones become conflict records
     * (none when `keepRecords` is false); conflict records decided before `recordsBefore` go.
     * The caller then empties the database's log of what was deleted (forgetDeleted).
     */
    async purgeClosed({
      closedBefore,
      recordsBefore,
      keepRecords,
    }: {
      closedBefore: number;
      recordsBefore: number;
      keepRecords: boolean;
    }): Promise<{ deleted: number; reduced: number; recordsExpired: number }> {
      const lock = database.oneAtATime(PURGE_LOCK_KEY);
      const [gone] = await writeCounted(
        rows().where(lock).where("stage", "in", ["spam", "retained"]).where("closed_at", "<", closedBefore),
        [
          db
            .deleteFrom(TABLE)
            .where(lock)
            .where("stage", "in", ["spam", "retained"])
            .where("closed_at", "<", closedBefore)
            .compile(),
        ],
      );
      const deleted = changed(gone!);
      let reduced = 0;
      for (;;) {
        const { rows } = await database.read(
          db
            .selectFrom(TABLE)
            .select([
              "id",
              "payload",
              "stage",
              "decision_reason",
              "created_at",
              "first_contact_at",
              "closed_at",
              "incident_on",
              "email_key",
              "phone_key",
              "agency_key",
            ])
            .where(lock)
            .where("stage", "in", [...DECISION_STAGES])
            .where("closed_at", "<", closedBefore)
            .orderBy("closed_at")
            .limit(REDUCE_BATCH)
            .compile(),
        );
        if (rows.length === 0) break;
        const statements = (rows as Record<string, unknown>[]).flatMap((row) => [
          ...(keepRecords
            ? [
                db
                  .insertInto("conflict_records")
                  .values(conflictRecordOf(row))
                  .onConflict((conflict) => conflict.column("id").doNothing())
                  .compile(),
              ]
            : []),
          db
            .deleteFrom(TABLE)
            .where("id", "=", String(row.id))
            .where("stage", "in", [...DECISION_STAGES])
            .compile(),
        ]);
        const results = await writeCounted(byIds((rows as { id: unknown }[]).map((row) => String(row.id))), statements);
        reduced += results.filter((result, index) => (!keepRecords || index % 2 === 1) && changed(result) === 1).length;
        if (rows.length < REDUCE_BATCH) break;
      }
      const recordsExpired = changed(
        await writeOne(db.deleteFrom("conflict_records").where(lock).where("decided_at", "<", recordsBefore).compile()),
      );
      // A request merged into one that went goes with it (its person's record, if any, is the older one's).
      const [orphans] = await database.write([
        db
          .deleteFrom(TABLE)
          .where(lock)
          .where("stage", "=", "merged")
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("contact_requests as into")
                  .select("into.id")
                  .whereRef("into.id", "=", "contact_requests.merged_into"),
              ),
            ),
          )
          .compile(),
        db
          .deleteFrom("request_merges")
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("contact_requests")
                  .select("id")
                  .whereRef("contact_requests.id", "=", "request_merges.into_id"),
              ),
            ),
          )
          .compile(),
      ]);
      return { deleted: deleted + changed(orphans!), reduced, recordsExpired };
    },

    /**
     * Writes fake requests for measuring, indexed like any other and marked as seeded, in
     * transactions of a few hundred rows.
     */
    async storeSeeded(seeds: readonly SeededRequest[]): Promise<void> {
      for (let start = 0; start < seeds.length; start += SEED_INSERT_ROWS) {
        const rows = seeds.slice(start, start + SEED_INSERT_ROWS).map(seededRow);
        const entries = rows.map((row) => ({
          id: row.id,
          document: searchDocument({ id: row.id, payload: row.payload }),
        }));
        await database.write([
          db
            .insertInto(TABLE)
            .values(rows.map((row, index) => ({ ...row, ...database.fullText.columns(entries[index]!.document) })))
            .compile(),
          ...database.fullText.index(entries),
          ...countInserted(rows.map((row) => row.id)),
        ]);
      }
    },

    /** Deletes one request now, whatever its state (a visitor's erasure request), as the purge erases. */
    async erase(id: string): Promise<boolean> {
      const [result] = await writeCounted(byIds([id]), erasingChange(id));
      const removed = changed(result!) > 0;
      if (removed) await database.forgetDeleted();
      return removed;
    },
    /** The statement that deletes one request, for its erasure's last transaction. */
    erasing,
    /**
     * An erasure's first step: the request's own notification, if it waits and no delivery loop
     * holds it, is held back for good (due never); says whether one is being sent right now.
     */
    async holdNotification(id: string, now: number): Promise<boolean> {
      const [, sending] = await database.write([
        db
          .updateTable(TABLE)
          .set({ next_attempt_at: Number.MAX_SAFE_INTEGER })
          .where("id", "=", id)
          .where("status", "=", "pending")
          .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
          .compile(),
        db
          .selectFrom(TABLE)
          .select("id")
          .where("id", "=", id)
          .where("status", "=", "pending")
          .where("lease_until", ">", now)
          .compile(),
      ]);
      return (sending?.rows.length ?? 0) > 0;
    },
  };
}
