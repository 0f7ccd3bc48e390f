import { describe, expect, it } from "vitest";
import { createSubmissionKeys } from "./submission-key";

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("one idempotency key per submission", () => {
  const payload = { firstName: "Maria", email: "maria@example.com" };

  it("reuses the key when the same data is sent again after a failure", () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.keyFor(payload)).toBe("key-1");
    expect(keys.keyFor({ ...payload })).toBe("key-1");
    expect(keys.keyFor({ email: "maria@example.com", firstName: "Maria" })).toBe("key-1");
  });

  it("makes a new key when the data changes", () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.keyFor(payload)).toBe("key-1");
    expect(keys.keyFor({ ...payload, firstName: "Mariah" })).toBe("key-2");
    // Going back to the first data is a new submission too: the server never saw key-2's data under key-1.
    expect(keys.keyFor(payload)).toBe("key-3");
  });

  it("makes a new key after a success, even for the same data", () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.keyFor(payload)).toBe("key-1");
    keys.succeeded();
    expect(keys.keyFor(payload)).toBe("key-2");
  });

  it("uses real UUIDs by default", () => {
    expect(createSubmissionKeys().keyFor(payload)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
