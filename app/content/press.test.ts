import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HOME_PRESS_COUNT, pressItems, pressNewestFirst } from "./press";

const PressItemSchema = z.object({
  publication: z.string().min(2),
  headline: z.string().min(10),
  date: z.iso.date(),
  excerpt: z.string().min(40),
  link: z.url({ protocol: /^https$/ }),
});

describe("press items", () => {
  it("holds 29 well-formed items", () => {
    expect(pressItems).toHaveLength(29);
    for (const item of pressItems) expect(() => PressItemSchema.parse(item), item.headline).not.toThrow();
  });

  it("has real calendar dates, none in the future", () => {
    for (const { date, headline } of pressItems) {
      const parsed = new Date(`${date}T00:00:00Z`);
      expect(parsed.toISOString().slice(0, 10), headline).toBe(date);
      expect(parsed.getTime(), headline).toBeLessThanOrEqual(Date.now());
    }
  });

  it("links only to example.com sample domains over https, each article once", () => {
    const links = pressItems.map((item) => new URL(item.link));
    for (const url of links) {
      expect(url.protocol).toBe("https:");
      expect(url.hostname === "example.com" || url.hostname.endsWith(".example.com"), url.href).toBe(true);
    }
    expect(new Set(links.map(String)).size).toBe(pressItems.length);
  });

  it("sorts newest first, and the home page gets the six newest", () => {
    const sorted = pressNewestFirst();
    expect(sorted.map((item) => item.date)).toEqual([...pressItems.map((item) => item.date)].sort().reverse());
    expect(HOME_PRESS_COUNT).toBe(6);
    const newestDate = sorted[HOME_PRESS_COUNT - 1]!.date;
    const older = sorted.slice(HOME_PRESS_COUNT);
    expect(older.every((item) => item.date <= newestDate)).toBe(true);
  });

  it("sorts a shuffled list too", () => {
    const shuffled = [pressItems[5]!, pressItems[0]!, pressItems[20]!];
    expect(pressNewestFirst(shuffled)).toEqual([pressItems[0], pressItems[5], pressItems[20]]);
  });

  it("carries the settlement headlines of the spec", () => {
    const text = pressItems.map((item) => item.headline).join(" ");
    for (const amount of ["$1.6M", "$850,000", "$2M", "$4M", "$3.8M", "$1.8M"]) expect(text).toContain(amount);
  });
});
