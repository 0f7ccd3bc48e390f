import type { Kysely, Migration } from "kysely";

/**
 * A consultation follows its request on a merge, and back on the undo (as the tasks and the
 * evidence files do): the request it was booked on, while a merge has it on another. Portable
 * DDL: both histories take this entry as it is.
 */
export const agendaMergeMigrations: Record<string, Migration> = {
  "2026-12-01-451-consultation-origin": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("consultations").addColumn("origin_id", "varchar(36)").execute();
    },
  },
};
