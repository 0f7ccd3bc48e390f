import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bookingToken, requestOfToken } from "./self-booking";

describe("booking links", () => {
  const key = randomBytes(32);
  const id = randomUUID();
  const now = Date.UTC(2026, 11, 3, 15);

  it("name their request, in 43 URL-safe characters, until they expire", () => {
    const token = bookingToken(key, id, now + 86_400_000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(requestOfToken(key, token, now)).toBe(id);
    expect(requestOfToken(key, token, now + 2 * 86_400_000)).toBeNull();
  });

  it("work for nothing signed by another key, cut, or changed", () => {
    const token = bookingToken(key, id, now + 86_400_000);
    expect(requestOfToken(randomBytes(32), token, now)).toBeNull();
    expect(requestOfToken(key, token.slice(0, 42), now)).toBeNull();
    const changed = `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`;
    expect(requestOfToken(key, changed, now)).toBeNull();
  });
});
