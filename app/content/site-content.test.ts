import { describe, expect, it } from "vitest";
import { z } from "zod";
import { achievements } from "./achievements";
import { firm } from "./firm";
import { honors } from "./honors";
import { wordsOf } from "~/editions/words";
import "~/editions/test-support";
import { publishedOpinions } from "./opinions";
import { privacyCopy } from "./privacy";
import { testimonials } from "./testimonials";

const thisYear = new Date().getFullYear();

/** A dollar figure as the site writes it: "$850,000", "$2M", "$3.8M". */
const AMOUNT = /^\$(\d{1,3}(,\d{3})+|\d+(\.\d+)?M)$/;

const distinct = <T>(values: T[]) => new Set(values).size === values.length;

describe("testimonials", () => {
  it("are attributed to distinct sources and say something", () => {
    expect(testimonials.length).toBeGreaterThan(0);
    for (const item of testimonials) {
      expect(item.name.trim(), item.review).not.toBe("");
      expect(item.review.length, item.name).toBeGreaterThan(40);
    }
    expect(distinct(testimonials.map((item) => item.name))).toBe(true);
  });
});

describe("honors", () => {
  const HonorSchema = z.object({
    icon: z.enum(["award", "trophy", "medal", "star", "scale", "shield"]),
    title: z.string().min(10),
    year: z.number().int().min(firm.servingSince).max(thisYear),
  });

  it("are well formed, from the firm's first year to this one, each title once", () => {
    expect(honors.length).toBeGreaterThan(0);
    for (const honor of honors) expect(() => HonorSchema.parse(honor), honor.title).not.toThrow();
    expect(distinct(honors.map((honor) => honor.title))).toBe(true);
  });

  it("are listed newest first", () => {
    const years = honors.map((honor) => honor.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("never claim specialist or certified status (rule 7.4)", () => {
    for (const honor of honors) expect(honor.title).not.toMatch(/specialist|certified/i);
  });
});

describe("published opinions", () => {
  it("are distinct case citations, none dated after this year", () => {
    expect(publishedOpinions.length).toBeGreaterThan(0);
    expect(distinct(publishedOpinions)).toBe(true);
    for (const citation of publishedOpinions) {
      expect(citation).toMatch(/ v\. .+\(.*\d{4}\)$/);
      expect(Number(citation.match(/(\d{4})\)$/)![1]), citation).toBeLessThanOrEqual(thisYear);
    }
  });
});

describe("achievements", () => {
  it("are well-formed amounts, each with its own label", () => {
    expect(achievements.length).toBeGreaterThan(0);
    for (const item of achievements) {
      expect(item.amount).toMatch(AMOUNT);
      expect(item.label.trim().length, item.amount).toBeGreaterThan(10);
    }
    expect(distinct(achievements.map((item) => item.label))).toBe(true);
  });
});

describe("images", () => {
  const { images } = wordsOf("en").read("images");
  it("all have alt text, an intrinsic size and AVIF and WebP sources", () => {
    for (const [name, image] of Object.entries(images)) {
      expect(image.alt.trim().length, name).toBeGreaterThan(10);
      expect(image.width, name).toBeGreaterThan(0);
      expect(image.height, name).toBeGreaterThan(0);
      expect(
        image.sources.map((source) => source.type),
        name,
      ).toEqual(["image/avif", "image/webp"]);
      for (const source of image.sources) expect(source.srcSet.split(", ").length, name).toBeGreaterThanOrEqual(3);
      expect(image.sizes, name).not.toBe("");
    }
  });

  it("names the attorney in the portrait's alt text", () => {
    expect(images.attorneyPortrait.alt).toContain(firm.attorney.name);
  });
});

describe("privacy policy", () => {
  it("covers every point CalOPPA and CONTENT.md ask for", () => {
    const text = privacyCopy.sections.map((section) => [section.title, section.paragraphs].join(" ")).join(" ");
    for (const topic of [
      /collect/i,
      /why/i,
      /who receives/i,
      /how long/i,
      /correct/i,
      /delete/i,
      /Do Not Track/,
      /trackers/i,
      /changes/i,
    ]) {
      expect(text).toMatch(topic);
    }
    expect(text).toContain(
      "No mobile information will be shared with third parties or affiliates for marketing or promotional purposes.",
    );
    const effective = z.iso.date().parse(privacyCopy.effectiveDate);
    expect(new Date(`${effective}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
