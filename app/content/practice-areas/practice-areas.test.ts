import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { practiceAreaLinks, prerenderedPaths, publicPaths } from "~/content/navigation";
import { parseMarkdown } from "~/content/model/markdown";
import { wordsOf } from "~/editions/words";
import "~/editions/test-support";
import { TAGLINE } from "./copy";
import { pageWords, practiceAreaPages } from "./pages.server";
import type { PracticeAreaPageContent } from "./types";

/** The cards as pages read them: the pictures resolved into their files. */
const { practiceAreas } = wordsOf("en").read("practice-areas/index");

const slugs = practiceAreaLinks.map((link) => link.slug);

const PracticeAreaSchema = z.object({
  slug: z.enum(slugs),
  title: z.string().min(3),
  description: z.string().min(80).max(260),
  href: z.string().regex(/^\/practice-areas\/[a-z-]+$/),
  image: z.object({
    src: z.string().min(1),
    alt: z.string().min(15),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});

const text = z.string().trim().min(1);
const PracticeAreaPageSchema = z.object({
  slug: z.enum(slugs),
  metaTitle: text.max(60),
  metaDescription: z.string().min(80).max(160),
  lead: text,
  quote: z.object({ text, source: text }),
  notice: text.optional(),
  sections: z
    .array(
      z.object({
        heading: text,
        highlight: z.boolean().optional(),
        blocks: text.refine(
          (markdown) => parseMarkdown(markdown).every((block) => block.type === "paragraph" || block.items.length >= 2),
          "a list has at least two items",
        ),
      }),
    )
    .min(4),
  closing: z.object({ heading: text, body: text, tagline: z.boolean() }),
  primaryCta: z.enum(["consultation", "contact"]),
  scrollToTopOnLoad: z.boolean().optional(),
});

const pages: PracticeAreaPageContent[] = Object.values(practiceAreaPages);
const allText = (page: (typeof pages)[number]) => JSON.stringify(page);

describe("practice-area cards", () => {
  test("one card per area of the navigation, in its order, with its name and page", () => {
    expect(practiceAreas.map((area) => area.slug)).toEqual(slugs);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(practiceAreas.map((area) => area.title)).toEqual(practiceAreaLinks.map((link) => link.name));
    for (const area of practiceAreas) {
      expect(area.href).toBe(`/practice-areas/${area.slug}`);
      expect(prerenderedPaths, area.slug).toContain(area.href);
      expect(publicPaths, `${area.slug} is in the sitemap`).toContain(area.href);
    }
  });

  test.each(practiceAreas)("$slug card is well formed, with alt text and a distinct image", (area) => {
    PracticeAreaSchema.parse(area);
    expect(practiceAreas.filter((other) => other.image.src === area.image.src)).toHaveLength(1);
    expect(practiceAreas.filter((other) => other.image.alt === area.image.alt)).toHaveLength(1);
  });

  test.each(practiceAreas)("$slug artwork file has the width and height the card declares", (area) => {
    const file = fileURLToPath(new URL(`../../assets/practice-areas/${area.slug}.svg`, import.meta.url));
    const svg = readFileSync(file, "utf8");
    expect(svg).toContain(`viewBox="0 0 ${area.image.width} ${area.image.height}"`);
    expect(svg).not.toMatch(/<script|href="http/i);
    expect(area.image.src).toContain(`${area.slug}.svg`);
  });
});

describe("practice pages", () => {
  test("every area has exactly one page, keyed by its slug", () => {
    expect(Object.keys(practiceAreaPages)).toEqual(slugs);
    for (const [slug, page] of Object.entries(practiceAreaPages)) expect(page.slug).toBe(slug);
  });

  test.each(pages)("$slug page is well formed and has a quote", (page) => {
    PracticeAreaPageSchema.parse(page);
    expect(page.quote.text.length).toBeGreaterThan(20);
  });

  test.each(pages)("$slug page has roughly 500 words or more", (page) => {
    expect(pageWords(page).length).toBeGreaterThanOrEqual(500);
  });

  test("titles and descriptions for search engines are unique", () => {
    expect(new Set(pages.map((page) => page.metaTitle)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.metaDescription)).size).toBe(pages.length);
  });

  test.each(pages.filter((page) => page.slug !== "concierge-legal"))(
    "$slug page tells the visitor what to do now and cites the six-month claim deadline",
    (page) => {
      expect(page.sections.map((section) => section.heading)).toContain("What to do now");
      expect(allText(page)).toContain("Government Code section 911.2");
      expect(allText(page)).toMatch(/six.month/);
    },
  );

  test("the pages cite the core authorities somewhere", () => {
    const everything = pages.map(allText).join(" ");
    for (const authority of [
      "42 U.S.C. section 1983",
      "Fourth Amendment",
      "Fourteenth Amendment",
      "Graham v. Connor (1989)",
      "Tennessee v. Garner (1985)",
      "Monell v. Department of Social Services (1978)",
      "Heck v. Humphrey (1994)",
      "Civil Code section 52.1",
      "Penal Code section 148",
    ]) {
      expect(everything, authority).toContain(authority);
    }
  });

  test("no page uses words the State Bar rules forbid or promises a result", () => {
    for (const page of pages) {
      expect(allText(page), page.slug).not.toMatch(/\b(specialist|specializ\w*|certified|guarantee\w*|we will win)\b/i);
    }
  });

  test("several pages end with the spec's tagline", () => {
    expect(pages.filter((page) => page.closing.tagline).length).toBeGreaterThanOrEqual(2);
    expect(TAGLINE).toBe("You've got one shot. Make it your best.");
  });

  test("the Taser page says a typical deployment lasts five seconds", () => {
    expect(allText(practiceAreaPages["taser-devices"])).toContain("A typical deployment lasts five seconds.");
  });

  test("the concierge page says free case evaluations are not available, scrolls to the top and points to /contact", () => {
    const page = practiceAreaPages["concierge-legal"];
    expect(page.notice).toMatch(/free case evaluations are not available for concierge services/i);
    expect(page.scrollToTopOnLoad).toBe(true);
    expect(page.primaryCta).toBe("contact");
    for (const other of pages.filter((candidate) => candidate !== page)) {
      expect(other.scrollToTopOnLoad, other.slug).toBeFalsy();
      expect(other.primaryCta, other.slug).toBe("consultation");
    }
  });
});
