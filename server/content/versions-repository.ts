import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";

/** Every commit that adds a version tells every instance on this channel (PostgreSQL's NOTIFY). */
export const CONTENT_PUBLISHED_CHANNEL = "content_published";

export type VersionRow = {
  number: number;
  snapshot: string;
  publishedBy: string;
  publishedAt: number;
  changes: string;
  rollbackOf: number | null;
};

export type VersionSummary = Omit<VersionRow, "snapshot">;

function summaryOf(row: Record<string, unknown>): VersionSummary {
  return {
    number: Number(row.number),
    publishedBy: String(row.published_by),
    publishedAt: Number(row.published_at),
    changes: String(row.changes),
    rollbackOf: row.rollback_of === null || row.rollback_of === undefined ? null : Number(row.rollback_of),
  };
}

/**
 * The one module that writes content_versions: every version the public saw, never edited,
 * never deleted (no purge touches the table).
 */
export function createVersionsRepository(database: Database) {
  const { db } = database;
  const summaryColumns = ["number", "published_by", "published_at", "changes", "rollback_of"] as const;
  return {
    async latestNumber(): Promise<number> {
      const { rows } = await database.read(
        db
          .selectFrom("content_versions")
          .select((eb) => eb.fn.max("number").as("latest"))
          .compile(),
      );
      return Number((rows[0] as { latest?: unknown } | undefined)?.latest ?? 0);
    },
    async get(number: number): Promise<VersionRow | null> {
      const { rows } = await database.read(
        db.selectFrom("content_versions").selectAll().where("number", "=", number).compile(),
      );
      const row = rows[0] as Record<string, unknown> | undefined;
      return row ? { ...summaryOf(row), snapshot: String(row.snapshot) } : null;
    },
    async latest(): Promise<VersionRow | null> {
      const number = await this.latestNumber();
      return number > 0 ? this.get(number) : null;
    },
    /** The version the public saw at `at` (the last published at or before it). */
    async at(at: number): Promise<VersionSummary | null> {
      const { rows } = await database.read(
        db
          .selectFrom("content_versions")
          .select(summaryColumns)
          .where("published_at", "<=", at)
          .orderBy("number", "desc")
          .limit(1)
          .compile(),
      );
      const row = rows[0] as Record<string, unknown> | undefined;
      return row ? summaryOf(row) : null;
    },
    async list(limit: number, before?: number): Promise<VersionSummary[]> {
      let query = db.selectFrom("content_versions").select(summaryColumns).orderBy("number", "desc").limit(limit);
      if (before !== undefined) query = query.where("number", "<", before);
      const { rows } = await database.read(query.compile());
      return (rows as Record<string, unknown>[]).map(summaryOf);
    },
    /**
     * The statement that adds version `number` and tells the other instances once it commits.
     * Two publishes racing for one number: the second fails on the key, and nothing of it is kept.
     */
    add(row: VersionRow): CompiledQuery {
      return database.notifying(
        db
          .insertInto("content_versions")
          .values({
            number: row.number,
            snapshot: row.snapshot,
            published_by: row.publishedBy,
            published_at: row.publishedAt,
            changes: row.changes,
            rollback_of: row.rollbackOf,
          })
          .returning("number")
          .compile(),
        CONTENT_PUBLISHED_CHANNEL,
      );
    },
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
