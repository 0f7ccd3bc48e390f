/**
 * SQLite's search as one query of the index per tier (server/db/full-text.ts: FTS5's NOT) and
 * its count driven by the index's table (SearchPlan.countedFrom): every search, every order,
 * every page forwards and backwards lists exactly the rows of each tier's own set, "in who;
 * in who or where, not in who; anywhere, not in who or where", each in the listing's order,
 * and counts what the plain count counts. Over 2,000 seeded requests, each tier walked in the
 * listing's order (looked up from 0 matches), looked up by its key (never walked), and as it
 * runs.
 */
import { join } from "node:path";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteFullText } from "../../server/db/full-text";
import { openDatabase, type Database } from "../../server/db/open";
import { silentLogger } from "../../server/logger";
import { searchTerms } from "../../server/payload/search-text";
import { createListing } from "../../server/requests/listing";
import type { InboxQuery } from "../../server/requests/reads";
import { writeSeed } from "../../server/requests/seed-writer";
import { listingPages } from "../support/listing-pages";
import { scratchDir } from "./contact-helpers";

let database: Database;
beforeAll(async () => {
  database = await openDatabase(
    { url: `file:${join(scratchDir("search-tiers"), "site.db")}`, poolSize: 2, statementTimeoutMs: 20_000 },
    { logger: silentLogger },
  );
  await writeSeed(database, {
    count: 2_000,
    now: Date.parse("2026-11-26T12:00:00-08:00"),
    offices: ["intake@example.com"],
  });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const rowsOf = async (query: string, parameters: unknown[] = []) =>
  (await database.read(CompiledQuery.raw(query, parameters))).rows as Record<string, unknown>[];

/**
 * What a listing must hold, from the index's three sets alone (the words of who they are; of
 * who or where; of anything), read with the queries the plan counted: each tier's rows in the
 * listing's order, and how many there are (up to 1,001).
 */
async function expected(query: InboxQuery, asked: string[]) {
  const [who, near, all] = await Promise.all(
    asked.map(
      async (fts) =>
        new Set(
          (await rowsOf("select rowid from contact_requests_fts where contact_requests_fts match ?", [fts])).map(
            (row) => Number(row.rowid),
          ),
        ),
    ),
  );
  const where =
    query.filter === "all" ? "stage not in ('spam', 'merged')" : `stage = '${query.filter}' and edition = 'es'`;
  const order = query.sort === "deadline" ? "deadline_order, created_at, id" : "created_at desc, id desc";
  const listed = await rowsOf(`select id, search_rowid from contact_requests where ${where} order by ${order}`);
  const tierOf = (key: number) => (who!.has(key) ? 0 : near!.has(key) ? 1 : all!.has(key) ? 2 : null);
  const ids = [0, 1, 2].flatMap((tier) =>
    listed.filter((row) => tierOf(Number(row.search_rowid)) === tier).map((row) => String(row.id)),
  );
  const tiers = new Set(listed.map((row) => tierOf(Number(row.search_rowid))).filter((tier) => tier !== null)).size;
  return { total: Math.min(ids.length, 1_000), exact: ids.length <= 1_000, ids, tiers };
}

describe("the search's tiers on SQLite", { timeout: 120_000 }, () => {
  it("lists each tier's own rows in the listing's order, page for page, and counts them, walked or looked up", async () => {
    let asked: string[] = [];
    const read = async (compiled: CompiledQuery) => {
      if (compiled.sql.startsWith("select count(*) as n from (select rowid from contact_requests_fts"))
        asked.push(String(compiled.parameters[0]));
      return database.read(compiled);
    };
    const listings = [0, Infinity, undefined].map((lookupAtMost) =>
      createListing({ ...database, fullText: sqliteFullText(read, { lookupAtMost }) }),
    );
    // The count of the listing's rows as a condition on them (no join from the index's table).
    const plainText = sqliteFullText(read);
    const plain = createListing({
      ...database,
      fullText: { ...plainText, plan: async (words) => ({ ...(await plainText.plan(words)), countedFrom: undefined }) },
    });
    let mostTiers = 0;
    for (const words of ["police", "perro policía", "pulled me out of my car", "taser", "santa rosa", "maria", "ma"]) {
      for (const query of [
        { filter: "all", search: searchTerms(words) },
        { filter: "all", search: searchTerms(words), sort: "deadline" },
        { filter: "declined", edition: "es", search: searchTerms(words) },
      ] satisfies InboxQuery[]) {
        asked = [];
        const reference = await listingPages(plain, query);
        const want = await expected(query, asked.slice(0, 3));
        const [count, ...forwards] = reference.forwards;
        expect(count).toEqual([`${want.total}${want.exact ? "" : "+"}`]);
        expect(forwards.flat()).toEqual(want.ids);
        // Backwards, the first page is a whole page again (it may repeat rows of the second).
        expect([...new Set([...reference.backwards].reverse().flat())]).toEqual(want.ids);
        for (const listing of listings) expect(await listingPages(listing, query)).toEqual(reference);
        mostTiers = Math.max(mostTiers, want.tiers);
      }
    }
    // Some search found requests in more than one tier (a name that is also a place, a word of a story).
    expect(mostTiers).toBeGreaterThan(1);
  });
});
