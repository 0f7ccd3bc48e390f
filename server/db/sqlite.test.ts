import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { startSqliteWorker } from "./sqlite";

const raw = (sql: string, parameters: unknown[] = []) => CompiledQuery.raw(sql, parameters);

describe("startSqliteWorker", () => {
  it("opens the file in WAL mode with full sync, creating its folder", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "sqlite-worker-")), "nested", "site.db");
    const executor = startSqliteWorker(path);
    const journal = await executor.query(raw("pragma journal_mode"));
    const synchronous = await executor.query(raw("pragma synchronous"));
    expect(journal.rows).toEqual([{ journal_mode: "wal" }]);
    expect(synchronous.rows).toEqual([{ synchronous: 2 }]); // FULL
    await executor.close();
  });

  it("commits a batch before answering: another connection sees it at once", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "sqlite-worker-")), "site.db");
    const executor = startSqliteWorker(path);
    await executor.query(raw("create table t (v integer not null)"));
    const outcomes = await executor.batch([
      [raw("insert into t values (?)", [1])],
      [raw("insert into t values (?)", [2])],
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
    const reader = new Database(path, { readonly: true });
    expect(reader.prepare("select count(*) as n from t").get()).toEqual({ n: 2 });
    reader.close();
    await executor.close();
  });

  it("reports SQL errors as errors, and refuses work once closed", async () => {
    const executor = startSqliteWorker(":memory:");
    await expect(executor.query(raw("select * from missing"))).rejects.toThrow(/no such table/);
    await executor.close();
    await expect(executor.query(raw("select 1"))).rejects.toThrow();
  });

  it("fails every call and tells its owner when the thread dies", async () => {
    const directory = mkdtempSync(join(tmpdir(), "sqlite-worker-")); // not a database file
    const exits: Error[] = [];
    const executor = startSqliteWorker(directory, { onExit: (error) => exits.push(error) });
    await expect(executor.query(raw("select 1"))).rejects.toThrow();
    await expect.poll(() => exits.length).toBe(1);
    await expect(executor.batch([[raw("select 1")]])).rejects.toThrow();
    await executor.close();
  });
});
