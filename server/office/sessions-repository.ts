import type { Database } from "../db/open";
import type { OfficeSessionsTable } from "../db/schema";

const TABLE = "office_sessions";

/** The one module that writes office_sessions: a session is kept as its cookie's hash. */
export function createSessionsRepository(database: Database) {
  const { db } = database;
  const write = async (query: Parameters<Database["read"]>[0]) => void (await database.write([query]));
  return {
    add: (session: OfficeSessionsTable) => write(db.insertInto(TABLE).values(session).compile()),
    async find(idHash: string): Promise<OfficeSessionsTable | null> {
      const { rows } = await database.read(db.selectFrom(TABLE).selectAll().where("id_hash", "=", idHash).compile());
      const row = rows[0] as Record<string, unknown> | undefined;
      if (!row) return null;
      return {
        id_hash: String(row.id_hash),
        email: String(row.email),
        created_at: Number(row.created_at),
        last_seen_at: Number(row.last_seen_at),
        expires_at: Number(row.expires_at),
      };
    },
    touch: (idHash: string, now: number) =>
      write(db.updateTable(TABLE).set({ last_seen_at: now }).where("id_hash", "=", idHash).compile()),
    delete: (idHash: string) => write(db.deleteFrom(TABLE).where("id_hash", "=", idHash).compile()),
    /** Sessions past their absolute end, or idle since before `idleBefore`. */
    deleteEnded: ({ now, idleBefore }: { now: number; idleBefore: number }) =>
      write(
        db
          .deleteFrom(TABLE)
          .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<", idleBefore)]))
          .compile(),
      ),
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
