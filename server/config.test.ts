import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs on embedded defaults", () => {
    const config = loadConfig({});
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.TRUST_PROXY).toBe(false);
  });

  it("names the bad variable in a clear message", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});
