import { describe, expect, it } from "vitest";
import { translateItems } from "./translate-items";

const english = [
  { year: 2021, title: "Award", sample: true as const },
  { year: 2019, title: "Prize" },
];

describe("translateItems", () => {
  it("keeps each item's facts and takes its texts from the translation, in the English order", () => {
    const translated = translateItems(english, (item) => item.year, {
      2019: { title: "Premio" },
      2021: { title: "Galardón" },
    });
    expect(translated).toEqual([
      { year: 2021, title: "Galardón", sample: true },
      { year: 2019, title: "Premio" },
    ]);
    expect(english[0]!.title).toBe("Award");
  });

  it("refuses an item with no translation", () => {
    expect(() => translateItems(english, (item) => item.year, { 2021: { title: "Galardón" } })).toThrow(
      "No translation for: 2019",
    );
  });

  it("refuses a translation whose item is gone, so a stale one cannot linger", () => {
    const texts = { 2021: { title: "Galardón" }, 2019: { title: "Premio" }, 2017: { title: "Viejo" } };
    expect(() => translateItems(english, (item) => item.year, texts)).toThrow("Translation for no item: 2017");
  });

  it("refuses keys that do not tell the items apart", () => {
    expect(() => translateItems(english, () => "same", { same: { title: "Igual" } })).toThrow("not unique");
  });
});
