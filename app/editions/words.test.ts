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
      const words = wordsOf(language);
      expect(words.site.language).toBe(language);
      expect(words.home.language).toBe(language);
      expect(words.consultation.form.language).toBe(language);
      expect(words.practicePage.language).toBe(language);
    }
    expect(wordsOf("en").site).toBe(englishSite);
    expect(wordsOf("en").home.copy).toBe(englishHome);
    expect(wordsOf("es").site).toBe(spanishSite);
    expect(wordsOf("es").home.copy).toBe(spanishHome);
  });

  it("are the edition's the path is in", () => {
    expect(wordsFor("/es/about")).toBe(wordsOf("es"));
    expect(wordsFor("/es")).toBe(wordsOf("es"));
    expect(wordsFor("/about")).toBe(wordsOf("en"));
    expect(wordsFor("/essays")).toBe(wordsOf("en"));
  });

  it("give the form the preferred language its edition starts with", () => {
    expect(wordsOf("en").consultation.form.initialPreferredLanguage).toBe("");
    expect(wordsOf("es").consultation.form.initialPreferredLanguage).toBe("Spanish");
  });

  it("list the home page's newest press items, newest first, and the full list on /headlines", () => {
    for (const language of LANGUAGES) {
      const { home, headlines } = wordsOf(language);
      expect(home.news).toEqual(headlines.items.slice(0, home.news.length));
      const dates = headlines.items.map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });
});
