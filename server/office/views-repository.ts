import { randomBytes } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";

const TABLE = "office_views";

/**
 * The one module that writes office_views: the inbox's search and filters kept on the server
 * under a random id, so that the URL (and so a proxy's log, a Referer, the browser's history)
 * holds the id and never the words. A view is its session's alone and goes when the session
 * ends (sign-out, idleness, age), or at the latest `maxAgeMs` after it was made.
 */
export function createViewsRepository(database: Database, { maxAgeMs }: { maxAgeMs: number }) {
  const { db } = database;
  return {
    /** The statement that keeps `listing` (JSON) for the session, and the view's new id: 128 random bits. */
    creating(sessionHash: string, listing: string, now: number): { id: string; query: CompiledQuery } {
      const id = randomBytes(16).toString("base64url");
      return {
        id,
        query: db.insertInto(TABLE).values({ id, session_hash: sessionHash, listing, created_at: now }).compile(),
      };
    },
    /** The listing a view holds, if it is the session's and still kept. */
    async find(sessionHash: string, id: string, now: number): Promise<string | null> {
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select("listing")
          .where("id", "=", id)
          .where("session_hash", "=", sessionHash)
          .where("created_at", ">", now - maxAgeMs)
          .compile(),
      );
      const [row] = rows as { listing: string }[];
      return row ? String(row.listing) : null;
    },
    /** Every view of a session that ended, or older than `maxAgeMs`. */
    async sweep(now: number): Promise<void> {
      await database.write([
        db
          .deleteFrom(TABLE)
          .where((eb) =>
            eb.or([
              eb("created_at", "<=", now - maxAgeMs),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("office_sessions")
                    .select("id_hash")
                    .whereRef("id_hash", "=", "office_views.session_hash"),
                ),
              ),
            ]),
          )
          .compile(),
      ]);
    },
    /** A session's views, when it ends. */
    async forget(sessionHash: string): Promise<void> {
      await database.write([db.deleteFrom(TABLE).where("session_hash", "=", sessionHash).compile()]);
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
