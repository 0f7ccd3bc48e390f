import { randomUUID } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import type { OfficeAuditAction, OfficeAuditTable } from "../db/schema";

const TABLE = "office_audit";

export type AuditEntry = {
  at: number;
  actor: string;
  action: OfficeAuditAction;
  requestId: string | null;
  detail: string | null;
  /** The requests a list view showed, by id. */
  shown: string[];
};

export type NewAuditEntry = Omit<AuditEntry, "requestId" | "detail" | "shown"> & {
  requestId?: string;
  detail?: string;
  shown?: readonly string[];
};

function entryOf(row: OfficeAuditTable): AuditEntry {
  return {
    at: Number(row.at),
    actor: String(row.actor),
    action: row.action,
    requestId: row.request_id ?? null,
    detail: row.detail ?? null,
    shown: row.shown ? row.shown.split(" ") : [],
  };
}

/** The one module that writes office_audit: who did what to which request, and when. */
export function createAuditRepository(database: Database) {
  const { db } = database;
  /** The statement that records an entry, for an action to commit with its own. */
  const recording = ({ at, actor, action, requestId, detail, shown }: NewAuditEntry): CompiledQuery =>
    db
      .insertInto(TABLE)
      .values({
        id: randomUUID(),
        at,
        actor,
        action,
        request_id: requestId ?? null,
        detail: detail?.slice(0, 200) ?? null,
        shown: shown && shown.length > 0 ? shown.join(" ") : null,
      })
      .compile();
  return {
    recording,
    async record(entry: NewAuditEntry) {
      await database.write([recording(entry)]);
    },
    async list({
      limit,
      offset,
    }: {
      limit: number;
      offset: number;
    }): Promise<{ entries: AuditEntry[]; total: number }> {
      const [page, count] = await Promise.all([
        database.read(
          db.selectFrom(TABLE).selectAll().orderBy("at", "desc").orderBy("id").limit(limit).offset(offset).compile(),
        ),
        database.read(
          db
            .selectFrom(TABLE)
            .select((eb) => eb.fn.countAll().as("n"))
            .compile(),
        ),
      ]);
      const entries = (page.rows as OfficeAuditTable[]).map(entryOf);
      return { entries, total: Number((count.rows[0] as { n: unknown }).n) };
    },
    /** What was done to one request, oldest first. */
    async forRequest(requestId: string): Promise<AuditEntry[]> {
      const { rows } = await database.read(
        db.selectFrom(TABLE).selectAll().where("request_id", "=", requestId).orderBy("at").orderBy("id").compile(),
      );
      return (rows as OfficeAuditTable[]).map(entryOf);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
