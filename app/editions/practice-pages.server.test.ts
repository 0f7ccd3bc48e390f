import { describe, expect, it } from "vitest";
import { practiceAreaPages as spanishPages } from "~/content/es/practice-areas/pages.server";
import { practiceAreaPages as englishPages } from "~/content/practice-areas/pages.server";
import { findPracticePage } from "./practice-pages.server";
import "./test-support";

describe("findPracticePage", () => {
  it("returns the card and the page of an area in the edition asked for", () => {
    const english = findPracticePage("en", "false-arrest");
    expect(english?.area.title).toBe("False Arrest");
    expect(english?.area.href).toBe("/practice-areas/false-arrest");
    expect(english?.page.metaTitle).toBe(englishPages["false-arrest"].metaTitle);
    expect(english?.page.sections.map((section) => section.heading)).toEqual(
      englishPages["false-arrest"].sections.map((section) => section.heading),
    );

    const spanish = findPracticePage("es", "false-arrest");
    expect(spanish?.area.title).toBe("Arresto ilegal o injustificado");
    expect(spanish?.area.href).toBe("/es/practice-areas/false-arrest");
    expect(spanish?.page.metaTitle).toBe(spanishPages["false-arrest"].metaTitle);
  });

  it("returns nothing for an unknown slug, in any edition", () => {
    for (const language of ["en", "es"] as const) {
      expect(findPracticePage(language, "no-such-area")).toBeUndefined();
      expect(findPracticePage(language, undefined)).toBeUndefined();
    }
  });
});
