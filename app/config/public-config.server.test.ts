import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config";
import { buildEnvironment, LOCAL_DEVELOPMENT_ANON_KEY, parsePublicConfig } from "./public-config.server";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("parsePublicConfig", () => {
  it("runs on defaults: the local origin, the page's own backend, the development key", () => {
    expect(parsePublicConfig({})).toEqual({
      SITE_URL: "http://localhost:3000",
      PUBLIC_BACKEND_URL: "",
      PUBLIC_ANON_KEY: LOCAL_DEVELOPMENT_ANON_KEY,
    });
  });

  it("keeps the values it is given", () => {
    expect(
      parsePublicConfig({
        SITE_URL: "https://law.example",
        PUBLIC_BACKEND_URL: "https://api.law.example",
        PUBLIC_ANON_KEY: "anon-123",
      }),
    ).toEqual({
      SITE_URL: "https://law.example",
      PUBLIC_BACKEND_URL: "https://api.law.example",
      PUBLIC_ANON_KEY: "anon-123",
    });
  });

  it.each([undefined, "", "   "])("takes the development key for a missing or blank PUBLIC_ANON_KEY (%j)", (key) => {
    expect(parsePublicConfig({ PUBLIC_ANON_KEY: key }).PUBLIC_ANON_KEY).toBe(LOCAL_DEVELOPMENT_ANON_KEY);
  });

  it.each([
    ["SITE_URL", "law.example"],
    ["SITE_URL", "ftp://law.example"],
    ["SITE_URL", ""],
    ["PUBLIC_BACKEND_URL", "api.law.example"],
    ["PUBLIC_BACKEND_URL", "javascript:alert(1)"],
  ])("refuses %s=%j with a message that names the variable", (name, value) => {
    expect(() => parsePublicConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("names every wrong variable at once", () => {
    expect(() => parsePublicConfig({ SITE_URL: "nope", PUBLIC_BACKEND_URL: "nope" })).toThrow(
      /SITE_URL: .*\n {2}PUBLIC_BACKEND_URL: /,
    );
  });

  it("is the server's check too: the same values pass and fail there", () => {
    expect(() => loadConfig({ SITE_URL: "law.example" })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ PUBLIC_BACKEND_URL: "api.law.example" })).toThrow(/PUBLIC_BACKEND_URL/);
    const env = { SITE_URL: "https://law.example", PUBLIC_ANON_KEY: " " };
    const server = loadConfig({ ...env, EVIDENCE_KEY: "ab".repeat(32) });
    expect({
      SITE_URL: server.site.url,
      PUBLIC_BACKEND_URL: server.site.backendUrl,
      PUBLIC_ANON_KEY: server.site.anonKey,
    }).toEqual(parsePublicConfig(env));
  });
});

describe("buildEnvironment", () => {
  it("reads .env under the process's own variables, which win, as the server does", () => {
    const dir = mkdtempSync(join(tmpdir(), "public-config-"));
    writeFileSync(join(dir, ".env"), "# comment\nSITE_URL=https://from-file.example\nPUBLIC_ANON_KEY=file-key\n");
    const env = buildEnvironment(dir, { PUBLIC_ANON_KEY: "env-key" });
    expect(parsePublicConfig(env)).toMatchObject({ SITE_URL: "https://from-file.example", PUBLIC_ANON_KEY: "env-key" });
    expect(buildEnvironment(join(dir, "no-such-dir"), { SITE_URL: "x" })).toEqual({ SITE_URL: "x" });
  });
});

describe("vite.config.ts", () => {
  it("stops the build on a bad value, naming the variable", async () => {
    vi.stubEnv("SITE_URL", "not a url");
    await expect(import("../../vite.config")).rejects.toThrow(/SITE_URL: /);
  });
});

describe("SITE_URL left unset", () => {
  it("is the local address of the port the server listens on", async () => {
    const { withLocalSiteUrl } = await import("./public-config.server");
    expect(withLocalSiteUrl({ PORT: "4000" }).SITE_URL).toBe("http://localhost:4000");
    expect(parsePublicConfig({ PORT: "4000" }).SITE_URL).toBe("http://localhost:4000");
    // A port the system picks, or none: the usual default.
    expect(parsePublicConfig({ PORT: "0" }).SITE_URL).toBe("http://localhost:3000");
    expect(parsePublicConfig({}).SITE_URL).toBe("http://localhost:3000");
    // Set, it says what it says.
    expect(parsePublicConfig({ PORT: "4000", SITE_URL: "https://law.example" }).SITE_URL).toBe("https://law.example");
    expect(loadConfig({ PORT: "4100" }).site.origin).toBe("http://localhost:4100");
  });
});
