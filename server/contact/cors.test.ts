import { describe, expect, it } from "vitest";
import { corsHeaders } from "./cors";

const ours = new Set(["https://law.example", "http://localhost:5173"]);

describe("corsHeaders", () => {
  it("names an allowed origin and varies on Origin", () => {
    const headers = corsHeaders("https://law.example", ours);
    expect(headers["Access-Control-Allow-Origin"]).toBe("https://law.example");
    expect(headers["Access-Control-Allow-Methods"]).toBe("POST, OPTIONS");
    expect(headers["Access-Control-Allow-Headers"]).toBe(
      "authorization, x-client-info, apikey, content-type, idempotency-key",
    );
    expect(headers.Vary).toBe("Origin");
  });

  it("never allows another origin, a look-alike or a wildcard", () => {
    for (const origin of ["https://evil.example", "https://law.example.evil.example", "null", "*", undefined]) {
      expect(corsHeaders(origin, ours)).not.toHaveProperty("Access-Control-Allow-Origin");
    }
  });
});
