import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Database } from "../db/open";
import type { OfficeSignInLinksTable } from "../db/schema";

const TABLE = "office_sign_in_links";

/** Per address, the lock that keeps two instances from mailing it a link each at the same moment. */
function lockKeyOf(email: string): number {
  return 7_314_920_100 + Number.parseInt(createHash("sha256").update(email).digest("hex").slice(0, 10), 16);
}

/** The one module that writes office_sign_in_links: a link is kept as its token's hash, never as issued. */
export function createLinksRepository(database: Database) {
  const { db } = database;
  const write = async (query: Parameters<Database["read"]>[0]) => (await database.write([query]))[0]!;
  return {
    async add(link: Pick<OfficeSignInLinksTable, "token_hash" | "email" | "created_at" | "expires_at">) {
      await write(
        db
          .insertInto(TABLE)
          .values({ ...link, used_at: null })
          .compile(),
      );
    },
    /**
     * Adds the link unless its address has a live link made less than `waits[n - 1]` ago,
     * where n is how many live links it has (the last wait holds for more). One statement,
     * and on PostgreSQL one instance at a time per address, so that instances asked at the
     * same moment add one link, not one each. True when added.
     */
    async addIfDue(
      link: Pick<OfficeSignInLinksTable, "token_hash" | "email" | "created_at" | "expires_at">,
      waits: number[],
    ): Promise<boolean> {
      const now = link.created_at;
      const wait = sql`case ${sql.join(
        waits.map((ms, index) => sql`when live.n = ${index + 1} then cast(${ms} as bigint)`),
        sql` `,
      )} else cast(${waits.at(-1) ?? 0} as bigint) end`;
      const result = await write(
        sql`insert into office_sign_in_links (token_hash, email, created_at, expires_at, used_at)
          select cast(${link.token_hash} as varchar(64)), cast(${link.email} as varchar(320)),
                 cast(${now} as bigint), cast(${link.expires_at} as bigint), null
          where ${database.oneAtATime(lockKeyOf(link.email))} and not exists (
            select 1 from (
              select count(*) as n, max(created_at) as newest from office_sign_in_links
              where email = ${link.email} and used_at is null and expires_at > cast(${now} as bigint)
            ) as live
            where live.n > 0 and cast(${now} as bigint) < live.newest + ${wait}
          )`.compile(db),
      );
      return Number(result.numAffectedRows ?? 0) === 1;
    },
    async find(tokenHash: string): Promise<Pick<OfficeSignInLinksTable, "email" | "expires_at" | "used_at"> | null> {
      const { rows } = await database.read(
        db.selectFrom(TABLE).select(["email", "expires_at", "used_at"]).where("token_hash", "=", tokenHash).compile(),
      );
      const row = rows[0] as Record<string, unknown> | undefined;
      if (!row) return null;
      return {
        email: String(row.email),
        expires_at: Number(row.expires_at),
        used_at: row.used_at == null ? null : Number(row.used_at),
      };
    },
    /** The links of `email` still usable at `now`: how many, and when the newest was made. */
    async live(email: string, now: number): Promise<{ count: number; newestAt: number | null }> {
      const { rows } = await database.read(
        db
          .selectFrom(TABLE)
          .select((eb) => [eb.fn.countAll().as("n"), eb.fn.max("created_at").as("newest")])
          .where("email", "=", email)
          .where("used_at", "is", null)
          .where("expires_at", ">", now)
          .compile(),
      );
      const row = rows[0] as { n: unknown; newest: unknown } | undefined;
      return { count: Number(row?.n ?? 0), newestAt: row?.newest == null ? null : Number(row.newest) };
    },
    /** Marks the link used if it still can be (unused, unexpired); true when this call used it. */
    async use(tokenHash: string, now: number): Promise<boolean> {
      const result = await write(
        db
          .updateTable(TABLE)
          .set({ used_at: now })
          .where("token_hash", "=", tokenHash)
          .where("used_at", "is", null)
          .where("expires_at", ">", now)
          .compile(),
      );
      return Number(result.numAffectedRows ?? 0) === 1;
    },
    /** The address signed in: the other links still in its mailbox stop working. */
    async deleteUnused(email: string) {
      await write(db.deleteFrom(TABLE).where("email", "=", email).where("used_at", "is", null).compile());
    },
    async deleteExpired(now: number) {
      await write(db.deleteFrom(TABLE).where("expires_at", "<=", now).compile());
    },
  };
}

export type LinksRepository = ReturnType<typeof createLinksRepository>;
