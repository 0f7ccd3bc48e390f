import { describe, expect, it } from "vitest";
import { z } from "zod";
import { achievements } from "./achievements";
import { firm } from "./firm";
import { honors } from "./honors";
import { images } from "./images";
import { publishedOpinions } from "./opinions";
import { privacyCopy } from "./privacy";
import { testimonials } from "./testimonials";

describe("testimonials", () => {
  it("are the four of the spec, attributed by role", () => {
    expect(testimonials.map((item) => item.name)).toEqual([
      "Federal Magistrate Judge",
      "State Court Judge",
      expect.stringMatching(/Ledger|Tribune|Courier|Gazette|Times|News/),
      "District Attorney",
    ]);
    for (const item of testimonials) expect(item.review.length).toBeGreaterThan(40);
  });
});

describe("honors", () => {
  const HonorSchema = z.object({
    icon: z.enum(["award", "trophy", "medal", "star", "scale", "shield"]),
    title: z.string().min(10),
    year: z.number().int().min(2015).max(2025),
  });

  it("are six, from 2015 to 2025", () => {
    expect(honors).toHaveLength(6);
    for (const honor of honors) HonorSchema.parse(honor);
    const years = honors.map((honor) => honor.year);
    expect(Math.min(...years)).toBe(2015);
    expect(Math.max(...years)).toBe(2025);
  });

  it("never claim specialist or certified status (rule 7.4)", () => {
    for (const honor of honors) expect(honor.title).not.toMatch(/specialist|certified/i);
  });
});

describe("published opinions", () => {
  it("are seven distinct case citations", () => {
    expect(publishedOpinions).toHaveLength(7);
    expect(new Set(publishedOpinions).size).toBe(7);
    for (const citation of publishedOpinions) expect(citation).toMatch(/ v\. .+\(.*\d{4}\)$/);
  });
});

describe("achievements", () => {
  it("list the settlement headlines of the spec, in its order", () => {
    expect(achievements.map((item) => item.amount)).toEqual(["$1.6M", "$850,000", "$2M", "$4M", "$3.8M", "$1.8M"]);
  });
});

describe("images", () => {
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
    const text = privacyCopy.sections.map((section) => [section.title, ...section.paragraphs].join(" ")).join(" ");
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
    expect(privacyCopy.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
