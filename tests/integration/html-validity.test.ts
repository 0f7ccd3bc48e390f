/**
 * The Nu HTML Checker (vnu-jar, the W3C validator's engine) on every prerendered page of the
 * build: zero errors. Needs Java and a build (`npm run build`, or BUILD_DIR for another one).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "../../app/content/navigation";

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

const clientDir = resolve(process.env.BUILD_DIR || "build", "client");
/** The package exports the path of the jar. */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

function routeOf(file: string): string {
  const rel = relative(clientDir, file).split(sep).join("/");
  return rel === "index.html" ? "/" : `/${rel.replace(/\/index\.html$/, "")}`;
}

describe("HTML validity of the prerendered pages", () => {
  it("the build holds every prerendered page", () => {
    expect(existsSync(clientDir), `no build at ${clientDir}: run "npm run build" first`).toBe(true);
    expect(htmlFiles(clientDir).map(routeOf).sort()).toEqual([...prerenderedPaths].sort());
  });

  it("the Nu HTML Checker reports zero errors", () => {
    const java = spawnSync("java", ["-version"], { encoding: "utf8" });
    expect(
      java.error,
      "Java is needed for the Nu HTML Checker: apt-get install -y default-jre-headless",
    ).toBeUndefined();

    const result = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--skip-non-html", clientDir], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = [result.stderr, result.stdout].find((text) => text?.trim().startsWith("{"));
    expect(output, `vnu gave no JSON report: ${result.stderr}`).toBeTruthy();
    const { messages } = JSON.parse(output!) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => {
        const page = message.url ? routeOf(decodeURIComponent(new URL(message.url).pathname)) : "?";
        return `${page}:${message.lastLine ?? "?"} ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ""}`;
      });
    expect(errors).toEqual([]);
  }, 120_000);
});
