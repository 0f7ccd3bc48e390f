/**
 * A small filesystem of its own for a test (a tmpfs of a few MB), which the test fills to the
 * last byte and frees again: a full disk, for real, without touching the machine's own.
 * Mounting needs root (or CAP_SYS_ADMIN); where it is not permitted, `mountSmallDisk` says why
 * and the test skips.
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type SmallDisk = {
  dir: string;
  /** Writes a filler file until the filesystem refuses another byte. */
  fill(): void;
  /** Removes the filler: the space is back. */
  free(): void;
  unmount(): void;
};

export function mountSmallDisk(sizeMb = 8): SmallDisk | { skipped: string } {
  const dir = mkdtempSync(join(tmpdir(), "small-disk-"));
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m,mode=0700`, "tmpfs", dir], {
    encoding: "utf8",
  });
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `cannot mount a tmpfs here (${(mounted.stderr || mounted.error?.message || "").trim()})` };
  }
  const filler = join(dir, "filler");
  return {
    dir,
    fill() {
      const fd = openSync(filler, "a");
      try {
        for (const size of [1 << 20, 1 << 12, 1]) {
          const chunk = Buffer.alloc(size, 0x55);
          try {
            for (;;) writeSync(fd, chunk);
          } catch (error) {
            if ((error as { code?: string }).code !== "ENOSPC") throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      // Lazily if a process still holds a file there: it goes once the process has.
      if (spawnSync("umount", [dir]).status !== 0) spawnSync("umount", ["-l", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
