import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";

/**
 * The .eml files of MAIL_DIR (and temporary files a crash left) last written before
 * `before` are deleted: the same retention as the database. Written once, at delivery, so
 * their modification time is when they were delivered.
 */
export async function purgeMailFiles(dir: string, before: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".eml") && !name.endsWith(".eml.tmp")) continue;
    const file = join(dir, name);
    try {
      if ((await stat(file)).mtimeMs >= before) continue;
      await unlink(file);
      removed++;
    } catch (error) {
      // Gone meanwhile (the loop rewrote it): nothing to erase.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
