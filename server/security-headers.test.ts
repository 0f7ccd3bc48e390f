import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script body exactly, once", () => {
    const html = `<script>a()</script><script type="module" async="">b()</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });

  it("skips external scripts and JSON data blocks", () => {
    const html = `<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from self and the given hashes only", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], connectSources: ["https://api.example.com"] });
    expect(csp).toContain("script-src 'self' 'sha256-x';");
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("baseSecurityHeaders", () => {
  it("sends HSTS only when asked to", () => {
    expect(baseSecurityHeaders({ hsts: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders({ hsts: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
});
