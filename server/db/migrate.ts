import { Migrator, type Kysely, type Migration } from "kysely";
import { postgresMigrations } from "./migrations/postgres";
import { sqliteMigrations } from "./migrations/sqlite";
import type { SiteDatabase } from "./schema";

export type Engine = "sqlite" | "postgres";

/**
 * One migration history per database, in code, in the order of their names; Kysely records
 * the applied ones in its own table (and takes a lock there, so several instances can start
 * at once on PostgreSQL). A database whose record names a migration this code does not have
 * (a newer release ran on it) is refused at start-up.
 *
 * A new table or column goes into both histories under the same name: in migrations/shared.ts
 * when Kysely's schema builder says it for both (integer times are "bigint", text is "text"
 * or "varchar(n)"), or one entry per history when they differ. Never edit or rename an entry
 * once released: add another.
 */
export const migrationHistories: Record<Engine, Record<string, Migration>> = {
  sqlite: sqliteMigrations,
  postgres: postgresMigrations,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<SiteDatabase>, engine: Engine): Promise<void> {
  const history = migrationHistories[engine];
  // Each branch's migrations carry a prefix of their own (docs/architecture.md): a database made
  // by an earlier main runs the ones that landed beside it since, whatever their place by name.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => history },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
}
