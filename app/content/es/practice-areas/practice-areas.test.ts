import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import * as enCopy from "~/content/practice-areas/copy";
import { wordsOf } from "~/editions/words";
import "~/editions/test-support";
import { practiceAreaPages as enPages } from "~/content/practice-areas/pages.server";
import { TRANSLATION_REVIEW_MARKER } from "~/content/translation";
import { TAGLINE, practiceAreasIndexCopy, practicePageCopy } from "./copy";
import { pageWords, practiceAreaPages } from "./pages.server";

/** The cards as pages read them: the pictures resolved into their files. */
const enAreas = wordsOf("en").read("practice-areas/index").practiceAreas;
const { practiceAreas } = wordsOf("es").read("practice-areas/index");
const slugs = enAreas.map((area) => area.slug);
const pages = Object.values(practiceAreaPages);
const allText = (value: unknown) => JSON.stringify(value);

/**
 * Every string of `spanish` beside the string at the same place in `english`. The types already
 * force the same keys; this walk also catches what they cannot: a list or a page with fewer or
 * more items than its English twin.
 */
function pairTexts(spanish: unknown, english: unknown, path = ""): { path: string; es: string; en: string }[] {
  if (typeof english === "string") {
    expect(typeof spanish, path).toBe("string");
    return [{ path, es: spanish as string, en: english }];
  }
  if (Array.isArray(english)) {
    expect(Array.isArray(spanish), path).toBe(true);
    expect((spanish as unknown[]).length, `${path} has as many items as in English`).toBe(english.length);
    return english.flatMap((item, index) => pairTexts((spanish as unknown[])[index], item, `${path}[${index}]`));
  }
  if (english !== null && typeof english === "object") {
    expect(Object.keys(spanish as object).sort(), path).toEqual(Object.keys(english).sort());
    return Object.entries(english).flatMap(([key, value]) =>
      pairTexts((spanish as Record<string, unknown>)[key], value, `${path}.${key}`),
    );
  }
  expect(spanish, `${path} (not a text) is the same as in English`).toBe(english);
  return [];
}

/** Texts that are the same in both languages by nature: slugs, the call to action, citations. */
const SAME_IN_BOTH = /^\.(slug|primaryCta|quote\.source)$/;

describe("Spanish practice-area cards", () => {
  test("one card per area, in the English order, each leading to its Spanish page", () => {
    expect(practiceAreas.map((area) => area.slug)).toEqual(slugs);
    for (const area of practiceAreas) expect(area.href).toBe(`/es/practice-areas/${area.slug}`);
  });

  test.each(practiceAreas)("$slug card has the English artwork and its own Spanish texts", (area) => {
    const english = enAreas.find((candidate) => candidate.slug === area.slug);
    expect(english).toBeDefined();
    const { src, width, height } = english!.image;
    expect(area.image).toMatchObject({ src, width, height });
    expect(area.title).not.toBe(english!.title);
    expect(area.description).not.toBe(english!.description);
    expect(area.image.alt).not.toBe(english!.image.alt);
    expect(area.description.length).toBeGreaterThanOrEqual(80);
    expect(area.description.length).toBeLessThanOrEqual(260);
    expect(area.image.alt.length).toBeGreaterThanOrEqual(15);
  });

  test("titles and alt texts are unique", () => {
    expect(new Set(practiceAreas.map((area) => area.title)).size).toBe(slugs.length);
    expect(new Set(practiceAreas.map((area) => area.image.alt)).size).toBe(slugs.length);
  });
});

describe("Spanish practice pages", () => {
  test("every area has exactly one page, keyed by its slug", () => {
    expect(Object.keys(practiceAreaPages)).toEqual(slugs);
    for (const [slug, page] of Object.entries(practiceAreaPages)) expect(page.slug).toBe(slug);
  });

  test.each(pages)("$slug page has every heading, paragraph and list item of its English twin, translated", (page) => {
    const pairs = pairTexts(page, enPages[page.slug]);
    expect(pairs.length).toBeGreaterThan(10);
    for (const { path, es, en } of pairs) {
      expect(es.trim(), path).not.toBe("");
      if (!SAME_IN_BOTH.test(path)) expect(es, `${path} is translated`).not.toBe(en);
    }
  });

  test.each(pages)("$slug page reads as Spanish, with no English sentence left over", (page) => {
    const text = pairTexts(page, enPages[page.slug])
      .filter(({ path }) => !SAME_IN_BOTH.test(path))
      .map(({ es }) => es)
      .join(" ");
    expect(text).not.toMatch(/\b(the|you|your|with|which|should)\b/i);
    expect(text).toMatch(/[áéíóúñ]/);
  });

  test.each(pages)("$slug page has search texts of a usable length and roughly 500 words", (page) => {
    expect(page.metaTitle.length).toBeLessThanOrEqual(60);
    expect(page.metaDescription.length).toBeGreaterThanOrEqual(80);
    expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    expect(pageWords(page).length).toBeGreaterThanOrEqual(500);
  });

  test("titles and descriptions for search engines are unique", () => {
    expect(new Set(pages.map((page) => page.metaTitle)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.metaDescription)).size).toBe(pages.length);
  });

  test.each(pages.filter((page) => page.slug !== "concierge-legal"))(
    "$slug page tells the visitor what to do now and cites the six-month claim deadline",
    (page) => {
      expect(page.sections.map((section) => section.heading)).toContain("Qué hacer ahora");
      expect(allText(page)).toContain("Código de Gobierno, sección 911.2");
      expect(allText(page)).toContain("seis meses");
    },
  );

  test("the pages cite the core authorities somewhere", () => {
    const everything = pages.map(allText).join(" ");
    for (const authority of [
      "42 U.S.C. § 1983",
      "Cuarta Enmienda",
      "Decimocuarta Enmienda",
      "Graham v. Connor (1989)",
      "Tennessee v. Garner (1985)",
      "Monell v. Department of Social Services (1978)",
      "Heck v. Humphrey (1994)",
      "Código Civil, sección 52.1",
      "sección 148",
    ]) {
      expect(everything, authority).toContain(authority);
    }
  });

  test("no page uses words the State Bar rules forbid or promises a result", () => {
    for (const page of pages) {
      expect(allText(page), page.slug).not.toMatch(
        /especialista|especializad|certificad(?!o de defunción)|garantiz|garantía|ganaremos/i,
      );
    }
  });

  test("the Taser page says a typical deployment lasts five seconds", () => {
    expect(allText(practiceAreaPages["taser-devices"])).toContain("Una descarga típica dura cinco segundos.");
  });

  test("the concierge page says free consultations are not available and keeps its 911 line", () => {
    const page = practiceAreaPages["concierge-legal"];
    expect(page.notice).toMatch(/consultas gratuitas no están disponibles para los servicios personalizados/);
    expect(allText(page)).toContain("llame primero al 911");
    expect(page.scrollToTopOnLoad).toBe(true);
    expect(page.primaryCta).toBe("contact");
  });
});

describe("Spanish words around the practice content", () => {
  test("the index and page frames translate every English text", () => {
    for (const [spanish, english] of [
      [practiceAreasIndexCopy, enCopy.practiceAreasIndexCopy],
      [practicePageCopy, enCopy.practicePageCopy],
      [TAGLINE, enCopy.TAGLINE],
    ] as const) {
      for (const { path, es, en } of pairTexts(spanish, english)) expect(es, path).not.toBe(en);
    }
  });
});

describe("review marker", () => {
  const root = fileURLToPath(new URL(".", import.meta.url));
  const modules = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();

  test("covers the index, the copy, the page gatherer and the 12 pages with their shared sentences", () => {
    expect(modules).toHaveLength(16);
  });

  test.each(modules)("%s starts with the review marker", (file) => {
    const [firstLine] = readFileSync(join(root, file), "utf8").split("\n");
    expect(firstLine).toContain(TRANSLATION_REVIEW_MARKER);
  });
});
