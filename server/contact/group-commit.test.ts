import { sql, type Generated } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit";
import { openTestStore } from "./test-support";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((fn) => fn()));
  cleanup = [];
});

async function setup() {
  const { db, store } = await openTestStore();
  cleanup.push(() => store.close());
  await sql`create table notes (id integer primary key, text varchar(20) not null)`.execute(db);
  const notes = db.withTables<{ notes: { id: Generated<number>; text: string } }>();
  const count = async () => (await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]!.n;
  return { notes, count };
}

describe("createGroupCommit", () => {
  it("puts the writes of one turn of the event loop in one transaction", async () => {
    const { notes, count } = await setup();
    const writes = createGroupCommit(notes);
    const transactions = new Set<unknown>();
    await Promise.all(
      ["a", "b", "c"].map((text) =>
        writes.write(async (trx) => {
          transactions.add(trx);
          await trx.insertInto("notes").values({ text }).execute();
        }),
      ),
    );
    expect(transactions.size).toBe(1);
    expect(await count()).toBe(3);
  });

  it("does not let one failing write take its batch down", async () => {
    const { notes, count } = await setup();
    const writes = createGroupCommit(notes);
    const insert = (text: string | null) =>
      writes.write((trx) => trx.insertInto("notes").values({ text: text as string }).execute());
    const results = await Promise.allSettled([insert("a"), insert(null), insert("c")]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await count()).toBe(2);
  });

  it("drains: every queued write has committed when drain resolves", async () => {
    const { notes, count } = await setup();
    const writes = createGroupCommit(notes);
    for (let i = 0; i < 20; i++) void writes.write((trx) => trx.insertInto("notes").values({ text: `n${i}` }).execute());
    await writes.drain();
    expect(await count()).toBe(20);
  });
});
