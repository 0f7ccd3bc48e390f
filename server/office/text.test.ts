import { describe, expect, it } from "vitest";
import { officeInput, shownText } from "./text";

describe("officeInput", () => {
  it("drops NUL, control and format characters, trims, and bounds", () => {
    expect(officeInput("a\u0000b", 200)).toBe("ab");
    expect(officeInput(" Maria\u202e \u200bGonzalez\r\n", 200)).toBe("Maria Gonzalez");
    expect(officeInput("x".repeat(300), 200)).toHaveLength(200);
  });
});

describe("shownText", () => {
  it("removes what reorders or hides text, keeps line breaks, tabs and the joiners scripts need", () => {
    expect(shownText("Maria \u202egnp.exe")).toBe("Maria gnp.exe");
    expect(shownText("a\u2066b\u2069c\u200ed\u200b\u00ade")).toBe("abcde");
    expect(shownText("first line\nsecond\tline")).toBe("first line\nsecond\tline");
    expect(shownText("a\u0000b\u0007c")).toBe("abc");
    // Persian keeps its zero-width non-joiner, an emoji family its joiners.
    expect(shownText("می\u200cخواهم")).toBe("می\u200cخواهم");
    expect(shownText("👩\u200d👧")).toBe("👩\u200d👧");
  });
});
