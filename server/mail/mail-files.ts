import { open, readdir, unlink } from "node:fs/promises";
import { join } from "node:path";

/** The header a digest names its requests in, so that erasing one of them finds the file. */
export const DIGEST_IDS_HEADER = "X-Contact-Request-Ids";

/** A digest's file: "<stamp>-batch-<first request id>.eml" (transport.ts names it). */
const DIGEST_FILE = /-batch-[\w-]+\.eml$/;
/** Headers end at the first empty line; a digest's list of ids is a few kilobytes at most. */
const HEADER_BYTES = 64 * 1024;

/** The request ids a digest file's header lists. */
async function digestIds(file: string): Promise<string[]> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    const head =
      buffer
        .subarray(0, bytesRead)
        .toString("latin1")
        .split(/\r?\n\r?\n/)[0] ?? "";
    // Unfolded: a long header continues on lines that start with white space.
    const header = head
      .replace(/\r?\n[ \t]+/g, " ")
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${DIGEST_IDS_HEADER.toLowerCase()}:`));
    return header
      ? header
          .slice(DIGEST_IDS_HEADER.length + 1)
          .trim()
          .split(/\s+/)
      : [];
  } finally {
    await handle.close();
  }
}

/**
 * Deletes every .eml file under `dir` that holds request `id`: its own message (named after
 * it, and a temporary file a crash left) and any digest that lists it. Returns how many went,
 * and the other requests those digests held, whose only copy in the folder went with them.
 */
export async function eraseMailFilesOf(dir: string, id: string): Promise<{ files: number; alsoErased: string[] }> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return { files: 0, alsoErased: [] };
  }
  let files = 0;
  const alsoErased = new Set<string>();
  for (const name of names) {
    const file = join(dir, name);
    let holds = name.endsWith(`-${id}.eml`) || name.endsWith(`-${id}.eml.tmp`);
    // A digest is named after its first request: its header, not its name, says what else it holds.
    if (DIGEST_FILE.test(name)) {
      const ids = await digestIds(file).catch((): string[] => []);
      holds ||= ids.includes(id);
      if (holds) for (const other of ids) if (other !== id) alsoErased.add(other);
    }
    if (!holds) continue;
    try {
      await unlink(file);
      files++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return { files, alsoErased: [...alsoErased] };
}
