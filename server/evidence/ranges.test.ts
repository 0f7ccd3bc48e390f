import { describe, expect, it } from "vitest";
import { parseRange } from "./ranges";

describe("a Range header", () => {
  it("reads one range, open-ended or from the end, clamped to the file", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual([0, 99]);
    expect(parseRange("bytes=900-", 1000)).toEqual([900, 999]);
    expect(parseRange("bytes=-100", 1000)).toEqual([900, 999]);
    expect(parseRange("bytes=990-5000", 1000)).toEqual([990, 999]);
  });
  it("sends the whole file for none, several or a malformed one; refuses one past the end", () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});
