import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HOME_PRESS_COUNT, pressItems, pressNewestFirst, type PressItem } from "./press";

const PressItemSchema = z.object({
  publication: z.string().min(2),
  headline: z.string().min(10),
  date: z.iso.date(),
  excerpt: z.string().min(40),
  link: z.url({ protocol: /^https$/ }),
});

/** A dollar figure as the site writes it: "$850,000", "$2M", "$3.8M". */
const AMOUNT = /^\$(\d{1,3}(,\d{3})+|\d+(\.\d+)?M)$/;

describe("press items", () => {
  it("are well formed, and enough to fill the home page", () => {
    expect(pressItems.length).toBeGreaterThanOrEqual(HOME_PRESS_COUNT);
    for (const item of pressItems) expect(() => PressItemSchema.parse(item), item.headline).not.toThrow();
  });

  it("have real calendar dates, none in the future", () => {
    for (const { date, headline } of pressItems) {
      const parsed = new Date(`${date}T00:00:00Z`);
      expect(parsed.toISOString().slice(0, 10), headline).toBe(date);
      expect(parsed.getTime(), headline).toBeLessThanOrEqual(Date.now());
    }
  });

  it("link each article once, and headlines appear once", () => {
    expect(new Set(pressItems.map((item) => new URL(item.link).href)).size).toBe(pressItems.length);
    expect(new Set(pressItems.map((item) => item.headline)).size).toBe(pressItems.length);
  });

  it("write every dollar figure in a headline the way the site does", () => {
    for (const { headline } of pressItems) {
      for (const amount of headline.match(/\$[\d.,]+M?/g) ?? []) expect(amount, headline).toMatch(AMOUNT);
    }
  });
});

describe("pressNewestFirst", () => {
  const item = (date: string): PressItem => ({
    publication: "Test Gazette",
    headline: `Item of ${date}`,
    date,
    excerpt: "",
    link: `https://test.example/${date}`,
  });

  it("orders any list by date, newest first, without changing it", () => {
    const shuffled = [item("2019-03-02"), item("2024-01-15"), item("2009-12-31"), item("2024-01-16")];
    const before = [...shuffled];
    expect(pressNewestFirst(shuffled).map((entry) => entry.date)).toEqual([
      "2024-01-16",
      "2024-01-15",
      "2019-03-02",
      "2009-12-31",
    ]);
    expect(shuffled).toEqual(before);
  });

  it("orders the site's items by default, so the home page's first items are the newest", () => {
    const sorted = pressNewestFirst();
    expect(sorted).toHaveLength(pressItems.length);
    for (let index = 1; index < sorted.length; index++) {
      expect(sorted[index - 1]!.date >= sorted[index]!.date, sorted[index]!.headline).toBe(true);
    }
  });
});
