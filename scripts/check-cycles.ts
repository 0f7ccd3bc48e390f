/**
 * `npm run check:cycles`: no import cycle among files of app/ and server/, and none among
 * server/'s folders either. madge gives the graph of files (type-only imports count: a type
 * is a dependency too); each file under a folder of server/ (server/db/migrations/x.ts is in
 * server/db) counts as that folder, a file directly in server/ as itself. Tests and their
 * helpers (`*.test.ts`, `test-*.ts`) stand outside the folders' graph: a test may import
 * whatever it tests. Prints the folders' graph, each folder with the ones it imports, and exits
 * 1 on any cycle, naming a file import behind each edge of it.
 *
 *   npm run check:cycles [-- --quiet]
 */
import { relative, resolve } from "node:path";
import madge from "madge";

const ROOT = resolve(import.meta.dirname, "..");
const quiet = process.argv.includes("--quiet");

const graph = await madge(["server/", "app/"], {
  baseDir: ROOT,
  fileExtensions: ["ts", "tsx", "mjs"],
  tsConfig: resolve(ROOT, "tsconfig.json"),
  // React Router's generated route types (`./+types/…`) import their route module back by design.
  excludeRegExp: [/^\.react-router\//],
});
const files: Record<string, string[]> = graph.obj();
const fileCycles: string[][] = graph.circular();

const isTest = (name: string) => /\.test\.tsx?$/.test(name) || /^test-/.test(name);

/** The node a file is in: its folder under server/, itself directly in server/; none for a test or outside server/. */
function folderOf(file: string): string | null {
  const parts = relative(ROOT, resolve(ROOT, file)).split("/");
  if (parts[0] !== "server" || isTest(parts.at(-1)!)) return null;
  return parts.length > 2 ? `server/${parts[1]}` : parts.join("/");
}

/** For each folder the folders it imports, each edge with one file import that makes it. */
const folders = new Map<string, Map<string, string>>();
for (const [file, imports] of Object.entries(files)) {
  const from = folderOf(file);
  if (!from) continue;
  const edges = folders.get(from) ?? new Map<string, string>();
  folders.set(from, edges);
  for (const imported of imports) {
    const to = folderOf(imported);
    if (to && to !== from && !edges.has(to)) edges.set(to, `${file} → ${imported}`);
  }
}

/** Every cycle among the folders, each once (Tarjan's strongly connected components, then a path through each). */
function folderCycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of folders.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of folders.keys()) if (!index.has(node)) visit(node);
  // One cycle through each component, found by a walk that stays inside it.
  return components.map((component) => {
    const inside = new Set(component);
    const start = component.sort()[0]!;
    const path = [start];
    const seen = new Set(path);
    for (;;) {
      const last = path.at(-1)!;
      const targets = [...(folders.get(last)?.keys() ?? [])].filter((to) => inside.has(to)).sort();
      if (targets.includes(start) && path.length > 1) return path;
      const step = targets.find((to) => !seen.has(to)) ?? targets[0]!;
      if (seen.has(step)) return path.slice(path.indexOf(step));
      path.push(step);
      seen.add(step);
    }
  });
}

const cycles = folderCycles();
if (!quiet) {
  console.log("server/'s folders, each with the folders it imports:\n");
  for (const [folder, edges] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${folder.padEnd(32)} → ${[...edges.keys()].sort().join(", ") || "(nothing of the server's)"}`);
  }
  console.log("");
}
for (const cycle of fileCycles) console.log(`File cycle: ${[...cycle, cycle[0]].join(" → ")}`);
for (const cycle of cycles) {
  console.log(`Folder cycle: ${[...cycle, cycle[0]].join(" → ")}`);
  cycle.forEach((folder, at) => console.log(`    ${folders.get(folder)!.get(cycle[(at + 1) % cycle.length]!)}`));
}
const fileCount = Object.keys(files).length;
if (fileCycles.length + cycles.length > 0) {
  console.log(`\n${fileCycles.length} file cycle(s), ${cycles.length} folder cycle(s) among ${fileCount} files.`);
  process.exit(1);
}
console.log(`No cycle: ${fileCount} files, ${folders.size} nodes of server/.`);
