import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl);
}

/** The file behind a "file:" DATABASE_URL: "file:./data/site.db", "file:/abs/site.db" or "file:///abs/site.db". */
export function databasePath(databaseUrl: string, cwd = process.cwd()): string {
  if (databaseUrl.startsWith("file://")) return fileURLToPath(databaseUrl);
  const path = databaseUrl.slice("file:".length);
  if (path === ":memory:") return path;
  return isAbsolute(path) ? path : resolve(cwd, path);
}
