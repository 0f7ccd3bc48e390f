/**
 * The inbox's search and paging on each database: words found in every field with and without
 * accents, a phone number in any format, the reference in any case; the index kept right by
 * every write (a request stored, taken out of spam with another payload, erased, purged,
 * reduced to its conflict record); keyset pages that neither skip nor repeat a request while
 * others arrive between them; the filters combined with a search.
 */
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { requestReference } from "~/contract/request-reference";
import type { CaseEvaluation } from "~/contract/contact-request";
import { openDatabase, type Database } from "../../server/db/open";
import { silentLogger } from "../../server/logger";
import { createRequestReads, type Cursor, type InboxQuery, type RequestReads } from "../../server/requests/reads";
import { createRequestsRepository, type RequestsRepository } from "../../server/requests/repository";
import { searchTerms } from "../../server/payload/search-text";
import {
  caseEvaluation,
  newPostgresDatabase,
  removeTestPostgres,
  scratchDir,
  widgetSubmission,
} from "./contact-helpers";

afterAll(removeTestPostgres);

type Store = { database: Database; requests: RequestsRepository; reads: RequestReads };
let opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.map((database) => database.close()));
  opened = [];
});

async function open(engine: "sqlite" | "postgres"): Promise<Store> {
  const url =
    engine === "postgres" ? await newPostgresDatabase() : `file:${join(scratchDir("office-search"), "site.db")}`;
  const database = await openDatabase({ url, poolSize: 4, statementTimeoutMs: 10_000 }, { logger: silentLogger });
  opened.push(database);
  return { database, requests: createRequestsRepository(database), reads: createRequestReads(database) };
}

async function store(
  { requests }: Store,
  payload: Record<string, unknown>,
  { now = Date.now(), source = "case-evaluation" as "case-evaluation" | "widget" } = {},
): Promise<string> {
  const saved = await requests.save({ kind: "request", request: { source, payload } as never }, now);
  if (saved.outcome !== "created") throw new Error("not stored");
  return saved.id;
}

/** Every request a search finds, best first, across all its pages. */
async function found(reads: RequestReads, search: string, query: Partial<InboxQuery> = {}): Promise<string[]> {
  const listing: InboxQuery = { filter: "all", search: searchTerms(search), ...query };
  const ids: string[] = [];
  let at: { end: "first" } | { after: Cursor } = { end: "first" };
  for (;;) {
    const page = await reads.list(listing, at, 50);
    ids.push(...page.rows.map((row) => row.id));
    if (!page.hasAfter || !page.last) return ids;
    at = { after: page.last };
  }
}

const angela: CaseEvaluation = {
  ...caseEvaluation,
  firstName: "Ángela",
  lastName: "ÁLVAREZ",
  email: "angela.alvarez@example.org",
  phone: "323.555.0148",
  policeAgency: "Policía de Vallejo",
  incidentLocation: "Calle Mayor, Santa Rosa",
  caseDescription: "Un policía me disparó con una pistola eléctrica (Taser) frente a la panadería.",
};

describe.each(["sqlite", "postgres"] as const)("the inbox's search on %s", { timeout: 60_000 }, (engine) => {
  it("finds words in each field, with and without accents or capitals; a phone in any format; the reference in any case", async () => {
    const db = await open(engine);
    const id = await store(db, angela);
    const other = await store(db, { ...caseEvaluation, caseDescription: "Nothing about the other words here at all." });
    const reference = requestReference(id)!;
    const searches = [
      // name
      "Ángela",
      "angela",
      "ANGELA",
      "ÁLVAREZ",
      "alvarez",
      "Álv",
      // email
      "angela.alvarez@example.org",
      "angela.alvarez",
      // phone, stored as 323.555.0148
      "3235550148",
      "(323) 555-0148",
      "+1 323 555 0148",
      "555-0148",
      // reference, as the visitor was shown it and as typed
      reference,
      reference.toLowerCase(),
      id,
      // agency and place
      "Policía de Vallejo",
      "policia vallejo",
      "calle mayor",
      // description
      "pistola electrica",
      "eléctrica",
      "TASER",
      "panaderia",
    ];
    for (const search of searches) expect(await found(db.reads, search), search).toEqual([id]);
    expect(await found(db.reads, "santa rosa")).toEqual(expect.arrayContaining([id, other]));
    expect(await found(db.reads, "angela nothing")).toEqual([]);
    expect(await found(db.reads, "policía de petaluma")).toEqual([]);
  });

  it("ranks who they are before where it happened, before what they wrote, and marks no row twice", async () => {
    const db = await open(engine);
    const inStory = await store(db, { ...caseEvaluation, caseDescription: "My neighbour Rivera saw the deputies." });
    const inPlace = await store(db, { ...caseEvaluation, incidentLocation: "Rivera Street, Petaluma" });
    const inName = await store(db, { ...caseEvaluation, lastName: "Rivera" }, { now: Date.now() - 60_000 });
    expect(await found(db.reads, "rivera")).toEqual([inName, inPlace, inStory]);
  });

  it("keeps the index right when a request is taken out of spam, erased, purged, or reduced to its conflict record", async () => {
    const db = await open(engine);
    const now = Date.now();
    const saved = await db.requests.save({ kind: "spam", source: "case-evaluation", rawBody: "cheap pills xyzzyspam" });
    const spam = (saved as { id: string }).id;
    expect(await found(db.reads, "xyzzyspam", { filter: "spam" })).toEqual([spam]);
    // Out of spam with the payload the endpoint's rules accepted: the old words go, the new ones come.
    expect(
      await db.requests.unmarkSpam(
        spam,
        now,
        JSON.stringify({ ...caseEvaluation, firstName: "Renata" }),
        "case-evaluation",
      ),
    ).toBe(true);
    expect(await found(db.reads, "xyzzyspam")).toEqual([]);
    expect(await found(db.reads, "renata")).toEqual([spam]);

    const erased = await store(db, { ...caseEvaluation, firstName: "Quillon" });
    expect(await found(db.reads, "quillon")).toEqual([erased]);
    expect(await db.requests.erase(erased)).toBe(true);
    expect(await found(db.reads, "quillon")).toEqual([]);

    const longAgo = now - 400 * 86_400_000;
    const retained = await store(db, { ...caseEvaluation, firstName: "Zephyrine" }, { now: longAgo });
    const declined = await store(db, { ...caseEvaluation, firstName: "Wolfgang" }, { now: longAgo });
    const kept = await store(db, { ...caseEvaluation, firstName: "Wolfgang", lastName: "Open" }, { now: longAgo });
    await db.requests.setStage(retained, "retained", { now: longAgo });
    await db.requests.setStage(declined, "declined", { reason: "Outside our area", now: longAgo });
    const purged = await db.requests.purgeClosed({
      closedBefore: now - 86_400_000,
      recordsBefore: 0,
      keepRecords: true,
    });
    expect(purged).toMatchObject({ deleted: 1, reduced: 1 });
    expect(await found(db.reads, "zephyrine")).toEqual([]);
    expect(await found(db.reads, "wolfgang")).toEqual([kept]);

    // Every request still stored is found by its reference, and nothing else is.
    const everything = await found(db.reads, "", { filter: "all" });
    for (const id of [spam, kept]) expect(await found(db.reads, requestReference(id)!)).toEqual([id]);
    expect(everything.sort()).toEqual([spam, kept].sort());
  });

  it("combines the search with the stage, channel, edition, claim deadline and date filters", async () => {
    const db = await open(engine);
    const day = 86_400_000;
    const now = Date.now();
    const english = await store(
      db,
      { ...caseEvaluation, caseDescription: "Tased at the bus stop on Main." },
      { now: now - 10 * day },
    );
    const spanish = await store(
      db,
      { ...caseEvaluation, siteLanguage: "es", caseDescription: "Tased en la parada." },
      { now: now - 5 * day },
    );
    const widget = await store(
      db,
      { ...widgetSubmission, caseDescription: "I was tased yesterday." },
      { now: now - day, source: "widget" },
    );
    await db.requests.setStage(english, "retained", { now });
    expect(await found(db.reads, "tased")).toEqual([widget, spanish, english]);
    expect(await found(db.reads, "tased", { filter: "open" })).toEqual([widget, spanish]);
    expect(await found(db.reads, "tased", { filter: "retained" })).toEqual([english]);
    expect(await found(db.reads, "tased", { source: "widget" })).toEqual([widget]);
    expect(await found(db.reads, "tased", { edition: "es" })).toEqual([spanish]);
    expect(await found(db.reads, "tased", { receivedBetween: [now - 7 * day, now - 2 * day] })).toEqual([spanish]);
    // caseEvaluation's incident (14 March 2024) has its claim deadline on 14 September 2024; the widget's has none.
    expect(await found(db.reads, "tased", { claimBetween: [20240901, 20240930] })).toEqual([spanish, english]);
    expect(await found(db.reads, "tased", { claimBefore: 20240914 })).toEqual([]);
    // The soonest claim deadline first; on the same day, whoever has waited longest.
    expect(await found(db.reads, "tased", { sort: "deadline" })).toEqual([english, spanish, widget]);
  });
});

describe.each(["sqlite", "postgres"] as const)("keyset pages on %s", { timeout: 60_000 }, (engine) => {
  it("neither skip nor repeat a request while others arrive between pages, forwards and backwards", async () => {
    const db = await open(engine);
    const start = Date.now() - 200 * 60_000;
    const original: string[] = [];
    // Some in the same millisecond: the id settles their order.
    for (let n = 0; n < 130; n++) {
      original.push(
        await store(db, { ...caseEvaluation, firstName: `Paged${n}` }, { now: start + Math.floor(n / 3) * 60_000 }),
      );
    }
    for (const query of [
      { filter: "all" },
      { filter: "all", search: searchTerms("paged") },
      { filter: "open", sort: "deadline" },
    ] satisfies InboxQuery[]) {
      const seen: string[] = [];
      let page = await db.reads.list(query, { end: "first" }, 50);
      expect(page).toMatchObject({ total: 130 + 0, offset: 0, hasBefore: false, hasAfter: true });
      let arrived = 0;
      for (;;) {
        seen.push(...page.rows.map((row) => row.id));
        // Newer requests arrive between pages, some of them matching.
        await store(db, { ...caseEvaluation, firstName: `Late${arrived++}` });
        if (!page.hasAfter) break;
        page = await db.reads.list(query, { after: page.last! }, 50);
      }
      // Each request once; the ones that arrived meanwhile only where the order puts them (the claim
      // deadline's order puts the newest of a day last, so two of them end that listing).
      const late = seen.filter((id) => !original.includes(id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => original.includes(id)).sort()).toEqual([...original].sort());
      expect(late).toHaveLength(query.sort === "deadline" ? 2 : 0);
      // A page's place counts what arrived before it (not for a search, whose tiers are sets).
      expect(page.offset).toBe(query.search ? null : query.sort === "deadline" ? 100 : 102);

      // Backwards from the last page, once the arrivals are gone: the same rows in the same order.
      await db.database.write([
        db.database.db.deleteFrom("contact_requests").where("payload", "like", '%"Late%').compile(),
      ]);
      const listed = seen.filter((id) => original.includes(id));
      const last = await db.reads.list(query, { end: "last" }, 50);
      expect(last.rows.map((row) => row.id)).toEqual(listed.slice(-50));
      expect(last).toMatchObject({ hasAfter: false, hasBefore: true });
      const before = await db.reads.list(query, { before: last.first! }, 50);
      expect(before.rows.map((row) => row.id)).toEqual(listed.slice(-100, -50));
      const first = await db.reads.list(query, { before: before.first! }, 50);
      expect(first.rows.map((row) => row.id)).toEqual(listed.slice(0, 50));
      expect(first.hasBefore).toBe(false);
    }
  });
});
