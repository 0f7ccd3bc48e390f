/**
 * Another commit of this repository, built for a side-by-side benchmark (bench:server,
 * bench:office `--against=<commit>`): its tree from `git archive` in a folder of the system's
 * temporary directory, its own dependencies (`npm install`, from npm's cache where it can) and
 * its production build. Kept between runs under the commit's full hash, so a second benchmark
 * against it starts at once; `--rebuild` of the benchmark removes it first. Never touches this
 * checkout or its git directory.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");

/** The folder holding `commit`'s tree, installed and built: its build is in build/ under it. */
export function referenceBuild(commit: string, { rebuild = false } = {}): { commit: string; dir: string } {
  const hash = execFileSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], {
    cwd: ROOT,
    encoding: "utf8",
  }).trim();
  const dir = join(tmpdir(), `site-reference-${hash}`);
  const done = join(dir, ".built");
  if (rebuild) rmSync(dir, { recursive: true, force: true });
  if (existsSync(done)) return { commit: hash, dir };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Building ${hash.slice(0, 7)} in ${dir} (once; kept for later runs)…`);
  const archive = spawnSync("git", ["archive", hash], { cwd: ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${hash} failed: ${archive.stderr.toString()}`);
  const unpack = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (unpack.status !== 0) throw new Error(`unpacking ${hash} failed: ${unpack.stderr.toString()}`);
  const step = (args: string[]) => {
    // BUILD_DIR names this checkout's build; the reference builds into its own build/.
    const { BUILD_DIR: _ours, ...env } = process.env;
    const result = spawnSync("npm", args, { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) throw new Error(`npm ${args.join(" ")} in ${dir} exited with ${result.status}`);
  };
  step(["install", "--no-audit", "--no-fund", "--prefer-offline"]);
  step(["run", "build"]);
  writeFileSync(done, `${hash}\n`);
  return { commit: hash, dir };
}
