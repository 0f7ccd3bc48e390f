import type { StaticFile } from "./static-files";

/**
 * The files the server answers from memory, by URL path: the client build at start, then each
 * published version's pages and images as they are rendered (server/content/site-renderer.ts).
 * A new set replaces the old in one assignment, so a request reads the old version or the new,
 * never a mix; a GET of a page stays one map lookup.
 */
export type SiteFiles = {
  get(path: string): StaticFile | undefined;
  /** Lays these files over the current ones, and drops those under `dropPrefix` they do not name. */
  replace(files: Map<string, StaticFile>, dropPrefix?: string): void;
  entries(): IterableIterator<[string, StaticFile]>;
};

export function createSiteFiles(initial: Map<string, StaticFile>): SiteFiles {
  let files = initial;
  return {
    get: (path) => files.get(path),
    replace(next, dropPrefix) {
      const merged = new Map(files);
      if (dropPrefix)
        for (const path of merged.keys()) if (path.startsWith(dropPrefix) && !next.has(path)) merged.delete(path);
      for (const [path, file] of next) merged.set(path, file);
      files = merged;
    },
    entries: () => files.entries(),
  };
}
