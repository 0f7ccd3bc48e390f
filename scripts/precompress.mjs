// Writes .br and .gz next to every compressible file of the client build, so the
// server sends precompressed bytes instead of compressing on each request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".data",
  ".xml",
  ".txt",
  ".webmanifest",
]);
const MIN_BYTES = 512;
const root = process.argv[2] ?? join(process.env.BUILD_DIR || "build", "client");

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
for (const path of walk(root)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${root}`);
