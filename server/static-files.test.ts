import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  etagMatches,
  fileHeaders,
  IMMUTABLE,
  loadStaticFiles,
  negotiateEncoding,
  selectVariant,
  SHORT_CACHE,
  urlPathFor,
} from "./static-files";

describe("urlPathFor", () => {
  it("serves index.html files at their folder without a trailing slash", () => {
    expect(urlPathFor("index.html")).toBe("/");
    expect(urlPathFor("about/index.html")).toBe("/about");
    expect(urlPathFor("practice-areas/civil-rights/index.html")).toBe("/practice-areas/civil-rights");
    expect(urlPathFor("assets/app-123.js")).toBe("/assets/app-123.js");
  });
});

describe("loadStaticFiles", () => {
  function fixture() {
    const dir = mkdtempSync(join(tmpdir(), "static-"));
    mkdirSync(join(dir, "about"));
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, "about/index.html"), "<script>x()</script><h1>About</h1>");
    writeFileSync(join(dir, "about/index.html.br"), "compressed");
    writeFileSync(join(dir, "assets/app-1.js"), "console.log(1)");
    writeFileSync(join(dir, ".vite/manifest.json"), "{}");
    return loadStaticFiles(dir);
  }

  it("maps pages and assets, and never build internals or compressed twins", () => {
    expect([...fixture().keys()].sort()).toEqual(["/about", "/assets/app-1.js"]);
  });

  it("gives assets a long immutable cache and pages a short one with script hashes", () => {
    const files = fixture();
    expect(files.get("/assets/app-1.js")?.cacheControl).toBe(IMMUTABLE);
    const page = files.get("/about")!;
    expect(page.cacheControl).toBe(SHORT_CACHE);
    expect(page.contentType).toBe("text/html; charset=utf-8");
    expect(page.scriptHashes).toHaveLength(1);
    expect(page.br?.toString()).toBe("compressed");
  });

  it("negotiates brotli only when the client accepts it", () => {
    const page = fixture().get("/about")!;
    expect(negotiateEncoding(page, "gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding(page, "gzip")).toBeUndefined();
    expect(negotiateEncoding(page, undefined)).toBeUndefined();
  });

  it("gives each encoding its own ETag, and picks the one it sends", () => {
    const page = fixture().get("/about")!;
    expect(page.etags.br).toBeDefined();
    expect(page.etags.br).not.toBe(page.etags.identity);
    expect(selectVariant(page, "br")).toEqual({ body: page.br, encoding: "br", etag: page.etags.br });
    expect(selectVariant(page, undefined)).toEqual({ body: page.body, encoding: undefined, etag: page.etags.identity });
  });

  it("gives a 200 its ETag and body headers, a 304 only its ETag, the 404 page no ETag", () => {
    const page = fixture().get("/about")!;
    const common = { "Content-Type": page.contentType, "Cache-Control": SHORT_CACHE, Vary: "Accept-Encoding" };
    expect(fileHeaders(page, "br", 200)).toEqual({
      ...common,
      ETag: page.etags.br,
      "Content-Encoding": "br",
      "Content-Length": String(page.br!.length),
    });
    expect(fileHeaders(page, undefined, 200)).toEqual({
      ...common,
      ETag: page.etags.identity,
      "Content-Length": String(page.body.length),
    });
    expect(fileHeaders(page, "br", 304)).toEqual({ ...common, ETag: page.etags.br });
    expect(fileHeaders(page, undefined, 404)).toEqual({ ...common, "Content-Length": String(page.body.length) });
  });

  it("matches If-None-Match lists and weak forms, only for the same tag", () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });

  it("refuses to start without a build", () => {
    expect(() => loadStaticFiles("/nonexistent/build")).toThrow(/npm run build/);
  });
});
