import { createHash, randomBytes } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";

const TABLE = "calendar_feeds";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A feed's secret as its URL carries it: 32 random bytes, base64url. */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;

export type Feed = { email: string; createdAt: number; lastReadAt: number | null };

/**
 * The one module that writes calendar_feeds: an office address's private feeds, each known by
 * its secret's SHA-256 only. The secret is shown once, when it is made; revoking deletes the row,
 * so the URL answers nothing from then on, on every instance.
 */
export function createFeedsRepository(database: Database) {
  const { db } = database;
  return {
    /** A new secret for `email`, and the statement that stores it; the address's older feeds go. */
    making(email: string, at: number): { secret: string; statements: CompiledQuery[] } {
      const secret = randomBytes(32).toString("base64url");
      return {
        secret,
        statements: [
          db.deleteFrom(TABLE).where("email", "=", email).compile(),
          db
            .insertInto(TABLE)
            .values({ token_hash: hashOf(secret), email, created_at: at, last_read_at: null })
            .compile(),
        ],
      };
    },
    revoking(email: string): CompiledQuery {
      return db.deleteFrom(TABLE).where("email", "=", email).compile();
    },
    async of(email: string): Promise<Feed | null> {
      const { rows } = await database.read(
        db.selectFrom(TABLE).selectAll().where("email", "=", email).orderBy("created_at", "desc").limit(1).compile(),
      );
      const row = rows[0] as { email: string; created_at: number; last_read_at: number | null } | undefined;
      return row
        ? {
            email: row.email,
            createdAt: Number(row.created_at),
            lastReadAt: row.last_read_at == null ? null : Number(row.last_read_at),
          }
        : null;
    },
    /** Whose feed a secret opens, or null; the read is noted (at most once a minute). */
    async open(secret: string, at: number): Promise<string | null> {
      if (!FEED_SECRET.test(secret)) return null;
      const hash = hashOf(secret);
      const { rows } = await database.read(
        db.selectFrom(TABLE).select(["email", "last_read_at"]).where("token_hash", "=", hash).compile(),
      );
      const row = rows[0] as { email: string; last_read_at: number | null } | undefined;
      if (!row) return null;
      if (row.last_read_at == null || at - Number(row.last_read_at) > 60_000) {
        await database.write([
          db.updateTable(TABLE).set({ last_read_at: at }).where("token_hash", "=", hash).compile(),
        ]);
      }
      return row.email;
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
