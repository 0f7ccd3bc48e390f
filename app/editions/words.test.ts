import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { homeCopy as spanishHome } from "~/content/es/home";
import { homeCopy as englishHome } from "~/content/home";
import { LANGUAGES } from "~/lib/language";
import "./test-support";
import { wordsFor, wordsOf } from "./words";

describe("each edition's words", () => {
  it("come from the edition's own content folder, in its language, with the firm's facts filled in", () => {
    for (const language of LANGUAGES) {
      expect(wordsOf(language).language).toBe(language);
      expect(wordsOf(language).site.language).toBe(language);
    }
    expect(wordsOf("en").read("home").homeCopy.hero.title).toBe(englishHome.hero.title);
    expect(wordsOf("es").read("home").homeCopy.hero.title).toBe(spanishHome.hero.title);
    expect(englishHome.meta.description).toContain("{firm}");
    expect(wordsOf("en").read("home").homeCopy.meta.description).toContain(firm.name);
    expect(wordsOf("en").read("home").homeCopy.meta.description).not.toContain("{");
    expect(wordsOf("es").site.firm.name).toBe(firm.name);
  });

  it("are the edition's the path is in", () => {
    expect(wordsFor("/es/about").language).toBe("es");
    expect(wordsFor("/es").language).toBe("es");
    expect(wordsFor("/about").language).toBe("en");
    expect(wordsFor("/essays").language).toBe("en");
  });

  it("has every module the pages read in every edition", () => {
    const names = ["about", "home", "press", "practice-areas/index", "practice-areas/copy", "images"] as const;
    for (const language of LANGUAGES) for (const name of names) expect(wordsOf(language).read(name)).toBeDefined();
  });

  it("stops on a module an edition lacks, naming it", () => {
    // @ts-expect-error: no such content module, as a page with a typo would ask.
    expect(() => wordsOf("es").read("no-such-module")).toThrow(
      'the "es" edition has no content module "no-such-module"',
    );
  });
});
