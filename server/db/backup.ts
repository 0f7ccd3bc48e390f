import { spawn } from "node:child_process";
import { chmodSync, closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { PRIVATE_FILE_MODE } from "../private-files";

export type BackupSummary = { bytes: number; requests: number; pending: number };

/** Written under a temporary name, flushed, made private, then renamed: a backup file is whole or absent. */
async function writeAtomically(target: string, write: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) throw new Error(`${target} exists already: give the backup a new name`);
  const partial = `${target}.partial-${process.pid}`;
  // Private from its first byte, whoever's umask runs this.
  const umask = process.umask(0o077);
  try {
    await write(partial);
    chmodSync(partial, PRIVATE_FILE_MODE);
    const file = openSync(partial, "r");
    try {
      fsyncSync(file);
    } finally {
      closeSync(file);
    }
    renameSync(partial, target);
    const folder = openSync(dirname(target), "r");
    try {
      fsyncSync(folder);
    } finally {
      closeSync(folder);
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    process.umask(umask);
  }
}

/**
 * A consistent copy of an SQLite database that a server is writing, through SQLite's online
 * backup. Every page goes in one step, that is one read transaction: the copy is the database
 * as of one commit (the server's later commits, in its write-ahead log, are not in it), and
 * those commits never restart the copy, however busy the server.
 */
export async function backupSqlite(source: string, target: string): Promise<BackupSummary> {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  await writeAtomically(target, async (partial) => {
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(partial, { progress: () => 0x7fffffff });
    } finally {
      db.close();
    }
  });
  const copy = new Database(target, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`the copy at ${target} fails SQLite's check: ${String(check)}`);
    const counts = copy
      .prepare(
        "select count(*) as requests, coalesce(sum(case when status = 'pending' then 1 else 0 end), 0) as pending from contact_requests",
      )
      .get() as { requests: number; pending: number };
    return { bytes: statSync(target).size, ...counts };
  } finally {
    copy.close();
  }
}

/** pg_dump on PATH, under PG_BIN, or where Debian puts PostgreSQL's binaries; undefined if none. */
export function findPgDump(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [
    ...(env.PG_BIN ? [join(env.PG_BIN, "pg_dump")] : []),
    ...(env.PATH ?? "").split(":").map((dir) => join(dir, "pg_dump")),
    ...["17", "16", "15", "14", "13"].map((version) => `/usr/lib/postgresql/${version}/bin/pg_dump`),
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * A PostgreSQL database with pg_dump, in its custom format (restore with pg_restore): one
 * snapshot, taken while the server runs. The password goes through the environment, never on
 * the command line where other accounts could read it.
 */
export async function backupPostgres(databaseUrl: string, target: string, pgDump: string): Promise<{ bytes: number }> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  await writeAtomically(target, async (partial) => {
    const child = spawn(pgDump, ["--format=custom", `--file=${partial}`, `--dbname=${url.href}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", resolve);
    });
    if (code !== 0) throw new Error(`pg_dump failed (exit code ${code})`);
  });
  return { bytes: statSync(target).size };
}
