import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Generated } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { SqlExecutor } from "./executor";
import { createGroupCommit } from "./group-commit";
import { kyselyOn, startSqliteWorker } from "./sqlite";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((fn) => fn()));
  cleanup = [];
});

type Notes = { notes: { id: Generated<number>; text: string } };

async function setup() {
  const executor = startSqliteWorker(join(mkdtempSync(join(tmpdir(), "group-commit-")), "site.db"));
  cleanup.push(() => executor.close());
  const notes = kyselyOn<Notes>(executor);
  await sql`create table notes (id integer primary key, text varchar(20) not null)`.execute(notes);
  const count = async () =>
    ((await executor.query(sql`select count(*) as n from notes`.compile(notes))).rows[0] as { n: number }).n;
  const insert = (text: string | null) =>
    notes
      .insertInto("notes")
      .values({ text: text as string })
      .compile();
  return { executor, count, insert };
}

/** Counts the batches (transactions) the executor is asked to run. */
function counting(executor: SqlExecutor) {
  const batches: number[] = [];
  const wrapped: SqlExecutor = {
    ...executor,
    batch(groups) {
      batches.push(groups.length);
      return executor.batch(groups);
    },
  };
  return { wrapped, batches };
}

describe("createGroupCommit", () => {
  it("puts the writes of one turn of the event loop in one transaction", async () => {
    const { executor, count, insert } = await setup();
    const { wrapped, batches } = counting(executor);
    const writes = createGroupCommit(wrapped);
    await Promise.all(["a", "b", "c"].map((text) => writes.write([insert(text)])));
    expect(batches).toEqual([3]);
    expect(await count()).toBe(3);
  });

  it("queues what arrives during a commit for the next batch", async () => {
    const { executor, count, insert } = await setup();
    const { wrapped, batches } = counting(executor);
    const writes = createGroupCommit(wrapped);
    const first = writes.write([insert("first")]);
    await new Promise((resolve) => setImmediate(resolve)); // the first batch is now committing
    const rest = Array.from({ length: 10 }, (_, i) => writes.write([insert(`n${i}`)]));
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([1, 10]);
    expect(await count()).toBe(11);
  });

  it("with a concurrency of 2, starts the next batch while one commits, never a third", async () => {
    const { executor, count, insert } = await setup();
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slow: SqlExecutor = {
      ...executor,
      async batch(groups) {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((release) => releases.push(release));
        try {
          return await executor.batch(groups);
        } finally {
          running--;
        }
      },
    };
    const writes = createGroupCommit(slow, { concurrency: 2 });
    let settled = 0;
    const all: Promise<unknown>[] = [];
    for (let turn = 0; turn < 3; turn++) {
      all.push(writes.write([insert(`t${turn}`)]).finally(() => settled++));
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(running).toBe(2);
    // Lets the batches finish one at a time, the third starting only once one of the first two has.
    while (settled < all.length) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    expect(most).toBe(2);
    expect(await count()).toBe(3);
  });

  it("rolls back a failing write alone: its neighbours commit", async () => {
    const { executor, count, insert } = await setup();
    const writes = createGroupCommit(executor);
    const results = await Promise.allSettled([
      writes.write([insert("a")]),
      writes.write([insert("b"), insert(null)]), // all or nothing: "b" must not stay
      writes.write([insert("c")]),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/NOT NULL/);
    expect(await count()).toBe(2);
  });

  it("drains: every queued write has committed when drain resolves", async () => {
    const { executor, count, insert } = await setup();
    const writes = createGroupCommit(executor);
    for (let i = 0; i < 20; i++) void writes.write([insert(`n${i}`)]);
    await writes.drain();
    expect(await count()).toBe(20);
  });
});
