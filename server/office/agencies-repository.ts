import type { Database } from "../db/open";
import { agencyKey } from "../payload/derived";

const TABLE = "office_agencies";

export type AddedAgency = { key: string; name: string; addedBy: string; addedAt: number };

/** The one module that writes office_agencies: the agencies the firm added to the office's list (app/office/california-agencies.ts). */
export function createAgenciesRepository(database: Database) {
  const { db } = database;
  return {
    async list(): Promise<AddedAgency[]> {
      const { rows } = await database.read(db.selectFrom(TABLE).selectAll().orderBy("name").compile());
      return (rows as Record<string, unknown>[]).map((row) => ({
        key: String(row.key),
        name: String(row.name),
        addedBy: String(row.added_by),
        addedAt: Number(row.added_at),
      }));
    },
    /** Adds an agency; false when one of the same name (case and punctuation aside) is there already. */
    async add(name: string, by: string, at: number): Promise<boolean> {
      const key = agencyKey(name);
      if (!key) return false;
      const [result] = await database.write([
        db
          .insertInto(TABLE)
          .values({ key, name, added_by: by, added_at: at })
          .onConflict((conflict) => conflict.column("key").doNothing())
          .compile(),
      ]);
      return Number(result?.numAffectedRows ?? 0) === 1;
    },
    /** The statement that adds an agency, for an office action to commit with its audit record (nothing when one of its name is there). */
    adding(name: string, by: string, at: number) {
      return db
        .insertInto(TABLE)
        .values({ key: agencyKey(name) ?? "", name, added_by: by, added_at: at })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .compile();
    },
    /** The statement that takes one off, likewise. */
    removing: (key: string) => db.deleteFrom(TABLE).where("key", "=", key).compile(),
    async remove(key: string): Promise<boolean> {
      const [result] = await database.write([db.deleteFrom(TABLE).where("key", "=", key).compile()]);
      return Number(result?.numAffectedRows ?? 0) === 1;
    },
  };
}

export type AgenciesRepository = ReturnType<typeof createAgenciesRepository>;
