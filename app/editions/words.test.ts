import { describe, expect, it } from "vitest";
import { homeCopy as spanishHome } from "~/content/es/home";
import { siteText as spanishSite } from "~/content/es/site-text";
import { homeCopy as englishHome } from "~/content/home";
import { siteText as englishSite } from "~/content/site-text";
import { LANGUAGES } from "~/lib/language";
import { wordsFor, wordsOf } from "./words";

describe("each edition's words", () => {
  it("come from the edition's own content folder, in its language", () => {
    for (const language of LANGUAGES) {
      expect(wordsOf(language).language).toBe(language);
      expect(wordsOf(language).site.language).toBe(language);
    }
    expect(wordsOf("en").site).toBe(englishSite);
    expect(wordsOf("en").read("home").homeCopy).toBe(englishHome);
    expect(wordsOf("es").site).toBe(spanishSite);
    expect(wordsOf("es").read("home").homeCopy).toBe(spanishHome);
  });

  it("are the edition's the path is in", () => {
    expect(wordsFor("/es/about")).toBe(wordsOf("es"));
    expect(wordsFor("/es")).toBe(wordsOf("es"));
    expect(wordsFor("/about")).toBe(wordsOf("en"));
    expect(wordsFor("/essays")).toBe(wordsOf("en"));
  });

  it("has every module the pages read in every edition", () => {
    const names = ["about", "home", "press", "practice-areas/index", "practice-areas/copy", "site-text"] as const;
    for (const language of LANGUAGES) for (const name of names) expect(wordsOf(language).read(name)).toBeDefined();
  });

  it("stops on a module an edition lacks, naming the file", () => {
    // @ts-expect-error: no such content module, as a page with a typo would ask.
    expect(() => wordsOf("es").read("no-such-module")).toThrow(
      'the "es" edition has no app/content/es/no-such-module.ts',
    );
  });
});
