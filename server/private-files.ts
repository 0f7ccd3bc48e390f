import { closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Folders and files holding what visitors sent: the server's own account alone may read them. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and any missing parent) readable by this account only. A folder that
 * already exists keeps its mode: `readableByOthers` reports it instead.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates `path` empty and private if it does not exist; SQLite gives its -wal and -shm files the same mode. */
export function makePrivateFile(path: string): void {
  closeSync(openSync(path, "a", PRIVATE_FILE_MODE));
}

/**
 * Which of `paths` other accounts on the machine can read, write or enter; a folder in
 * `listed` is checked with every entry directly inside it. Missing paths are skipped.
 */
export function readableByOthers(paths: string[], listed: string[] = []): string[] {
  const entries = listed.flatMap((dir) =>
    existsSync(dir) && statSync(dir).isDirectory() ? [dir, ...readdirSync(dir).map((entry) => join(dir, entry))] : [],
  );
  return [...new Set([...paths, ...entries])].filter((path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat !== undefined && (stat.mode & 0o077) !== 0;
  });
}
