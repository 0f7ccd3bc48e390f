/**
 * PostgreSQL's search walks the listing's next rows first when it finds many (server/db/
 * full-text.ts, the window): every search, every order, every page forwards and backwards lists
 * exactly what it lists without the window, and counts what the plain form of the search counts. Over 2,000 seeded requests, with a window of 150
 * rows walked from 20 matches, so that the window fills, falls short and runs out.
 */
import type { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresFullText } from "../../server/db/full-text";
import { openDatabase, type Database } from "../../server/db/open";
import { silentLogger } from "../../server/logger";
import { searchTerms } from "../../server/payload/search-text";
import { createListing } from "../../server/requests/listing";
import type { InboxQuery } from "../../server/requests/reads";
import { writeSeed } from "../../server/requests/seed-writer";
import { listingPages } from "../support/listing-pages";
import { newPostgresDatabase, removeTestPostgres } from "./contact-helpers";

let database: Database;
beforeAll(async () => {
  database = await openDatabase(
    { url: await newPostgresDatabase(), poolSize: 4, statementTimeoutMs: 20_000 },
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
  await removeTestPostgres();
});

describe("the search's window on PostgreSQL", { timeout: 120_000 }, () => {
  it("lists what the search lists without it, page for page, in every order", async () => {
    const read = (query: CompiledQuery) => database.read(query);
    const windowed = createListing({
      ...database,
      fullText: postgresFullText(read, { size: 150, when: 20, dense: 10 }),
    });
    // Without the window, and counting in the plain form (not from the index alone, not inferred from the other tiers).
    const plainText = postgresFullText(read, { size: 0 });
    const plain = createListing({
      ...database,
      fullText: {
        ...plainText,
        plan: async (words) => ({ ...(await plainText.plan(words)), counted: undefined, narrowed: undefined }),
      },
    });
    let walkedAWindow = false;
    for (const words of ["police", "perro policía", "pulled me out of my car", "taser", "santa rosa", "maria"]) {
      for (const query of [
        { filter: "all", search: searchTerms(words) },
        { filter: "all", search: searchTerms(words), sort: "deadline" },
        { filter: "declined", edition: "es", search: searchTerms(words) },
      ] satisfies InboxQuery[]) {
        const [expected, got] = [await listingPages(plain, query), await listingPages(windowed, query)];
        expect(got).toEqual(expected);
        walkedAWindow ||= expected.forwards.slice(1).flat().length > 150;
      }
    }
    expect(walkedAWindow).toBe(true);
  });
});
