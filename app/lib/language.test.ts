import { describe, expect, it } from "vitest";
import { englishPath, languageOfPath, localizedPath, twinPath } from "./language";

describe("the two editions' paths", () => {
  it("tells the language from the /es prefix, and only from a whole segment", () => {
    expect(languageOfPath("/es")).toBe("es");
    expect(languageOfPath("/es/about")).toBe("es");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/about")).toBe("en");
    expect(languageOfPath("/essays")).toBe("en");
  });

  it("maps a page to the same page in either edition", () => {
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/practice-areas/police-dogs", "es")).toBe("/es/practice-areas/police-dogs");
    expect(localizedPath("/es/about", "es")).toBe("/es/about");
    expect(localizedPath("/es/about", "en")).toBe("/about");
    expect(englishPath("/es")).toBe("/");
  });

  it("gives each page's twin in the other language", () => {
    expect(twinPath("/consultation")).toEqual({ language: "es", path: "/es/consultation" });
    expect(twinPath("/es/consultation")).toEqual({ language: "en", path: "/consultation" });
    expect(twinPath("/es")).toEqual({ language: "en", path: "/" });
  });
});
