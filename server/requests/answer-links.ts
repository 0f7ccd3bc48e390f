import type { CompiledQuery } from "kysely";
import type { Database } from "../db/open";
import { looksLikeToken, newToken, tokenHash } from "../tokens";
import { requestGone } from "./request-gone";

const TABLE = "answer_links";

/** What a link opens: the request it was sent for, in the language of the reply that carried it. */
export type AnswerLink = { requestId: string; language: "en" | "es"; expiresAt: number };

/**
 * The one module that writes answer_links: the link each reply the office sends carries, to
 * the page where the visitor answers into the request's thread. A link is 256 random bits,
 * kept as its SHA-256, for one request only, until it expires; it needs no account and works
 * as often as the visitor answers. It goes when its request goes. A link of a request merged
 * into another answers into that one.
 */
export function createAnswerLinks(database: Database) {
  const { db } = database;
  return {
    /** A new link's token, and the statement that stores it (to run with the reply's own). */
    issue(
      requestId: string,
      language: "en" | "es",
      now: number,
      ttlMs: number,
    ): { token: string; statement: CompiledQuery } {
      const token = newToken();
      const statement = db
        .insertInto(TABLE)
        .values({
          token_hash: tokenHash(token),
          request_id: requestId,
          language,
          created_at: now,
          expires_at: now + ttlMs,
        })
        .compile();
      return { token, statement };
    },

    /** The request a token opens, while it has not expired; null for anything else. */
    async open(token: unknown, now: number): Promise<AnswerLink | null> {
      if (!looksLikeToken(token)) return null;
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select(["request_id", "language", "expires_at"])
          .where("token_hash", "=", tokenHash(token))
          .where("expires_at", ">", now)
          .compile(),
      );
      const row = rows[0] as { request_id: string; language: string; expires_at: unknown } | undefined;
      return row
        ? {
            requestId: row.request_id,
            language: row.language === "es" ? "es" : "en",
            expiresAt: Number(row.expires_at),
          }
        : null;
    },

    /** The statement that forgets a request's links, for its erasure's transaction. */
    forgetting: (requestId: string) => db.deleteFrom(TABLE).where("request_id", "=", requestId).compile(),

    /** Forgets expired links, and those of requests no longer stored. */
    async sweep(now: number): Promise<void> {
      await database.write([
        db
          .deleteFrom(TABLE)
          .where((eb) => eb.or([eb("expires_at", "<=", now), requestGone(TABLE)]))
          .compile(),
      ]);
    },
  };
}

export type AnswerLinks = ReturnType<typeof createAnswerLinks>;
