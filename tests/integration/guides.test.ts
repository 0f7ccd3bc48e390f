/**
 * The four guides (issue 35) as the production server answers them, before JavaScript: plain
 * words (their readability, measured over the rendered article), their structured data parsed,
 * the questions on the practice pages they name, and the links that lead to them from the home
 * page, the menu, the footer, the widget-free 404 page and every practice page. axe, the Nu
 * checker, hreflang, the sitemap and the budgets cover them as every other page (they are in
 * publicPaths). Needs a build (`npm run build`).
 */
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as enQuestions from "../../app/content/guides/questions";
import * as esQuestions from "../../app/content/es/guides/questions";
import { firm } from "../../app/content/firm";
import { guideNavigation, practiceAreaLinks, practiceAreaHref } from "../../app/content/navigation";
import { LANGUAGES, localizedPath, type Language } from "../../app/lib/language";
import {
  articleText,
  englishCounts,
  fernandezHuerta,
  fleschKincaidGrade,
  spanishCounts,
  spanishSyllables,
} from "../support/readability";
import { spawnServer, type ServerProcess } from "./contact-helpers";

let server: ServerProcess;

beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_PER_MINUTE: "0" });
}, 60_000);

afterAll(async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await server.exited;
});

const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const documentOf = (text: string) => new JSDOM(text).window.document;
const structuredData = (text: string) =>
  [...documentOf(text).querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? "") as unknown;
    return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [parsed as Record<string, unknown>];
  });
const questionsOf = (language: Language) =>
  (language === "es" ? esQuestions : enQuestions).questionsGuide.questions as readonly {
    question: string;
    answer: string;
    areas: readonly string[];
  }[];

describe("the guides", () => {
  it("read at a US grade 8 or below: Flesch–Kincaid in English, Fernández-Huerta 60 or more in Spanish", async () => {
    // The Spanish syllable count the measure rests on: hiatus, diphthong, the silent u.
    expect(["policía", "cuenta", "abogado", "guía", "que", "hoy"].map(spanishSyllables)).toEqual([4, 2, 4, 2, 1, 1]);
    for (const { href } of guideNavigation) {
      const english = englishCounts(articleText(await html(href)));
      const spanish = spanishCounts(articleText(await html(localizedPath(href, "es"))));
      expect(english.words, href).toBeGreaterThan(300);
      expect(spanish.words, href).toBeGreaterThan(300);
      expect(fleschKincaidGrade(english), href).toBeLessThanOrEqual(8);
      expect(fernandezHuerta(spanish), href).toBeGreaterThanOrEqual(60);
    }
  });

  it("carry their breadcrumb, and the questions page every question and answer as FAQPage, in both editions", async () => {
    for (const language of LANGUAGES) {
      for (const { href } of guideNavigation) {
        const path = localizedPath(href, language);
        const types = structuredData(await html(path)).map((item) => item["@type"]);
        expect(types, path).toContain("BreadcrumbList");
      }
      const faq = structuredData(await html(localizedPath("/questions", language))).find(
        (item) => item["@type"] === "FAQPage",
      ) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
      expect(faq.mainEntity.map((entry) => entry.name)).toEqual(questionsOf(language).map((item) => item.question));
      // Each answer as the page reads it: the firm's facts filled in, no Markdown left.
      for (const entry of faq.mainEntity) {
        expect(entry.acceptedAnswer.text.length, entry.name).toBeGreaterThan(40);
        expect(entry.acceptedAnswer.text, entry.name).not.toMatch(/[{}*]|\]\(/);
      }
    }
  });

  it("put the questions each names for a practice page on that page, as FAQPage, and link to the rest", async () => {
    for (const language of LANGUAGES) {
      for (const { slug } of practiceAreaLinks) {
        const path = localizedPath(practiceAreaHref(slug), language);
        const page = await html(path);
        const expected = questionsOf(language)
          .filter((item) => item.areas.includes(slug))
          .map((item) => item.question);
        const faq = structuredData(page).find((item) => item["@type"] === "FAQPage") as
          { mainEntity: { name: string }[] } | undefined;
        expect(faq?.mainEntity.map((entry) => entry.name) ?? [], path).toEqual(expected);
        const headings = [...documentOf(page).querySelectorAll("#practice-questions ~ div h3")].map(
          (node) => node.textContent,
        );
        expect(headings, path).toEqual(expected);
        if (expected.length > 0) expect(page, path).toContain(`href="${localizedPath("/questions", language)}"`);
      }
    }
  });

  it("are linked from the home page's opening, the top of every practice page and the 404 page", async () => {
    for (const language of LANGUAGES) {
      const first = localizedPath("/what-to-do-now", language);
      const home = documentOf(await html(localizedPath("/", language)));
      expect(home.querySelector(`main section a[href="${first}"]`), language).not.toBeNull();
      for (const { slug } of practiceAreaLinks) {
        const page = documentOf(await html(localizedPath(practiceAreaHref(slug), language)));
        expect(page.querySelector(`article > header a[href="${first}"]`), slug).not.toBeNull();
      }
      const missing = await fetch(`${server.url}${localizedPath("/no-such-page", language)}`);
      expect(missing.status).toBe(404);
      const notFound = documentOf(await missing.text());
      for (const { href } of guideNavigation) {
        expect(notFound.querySelector(`main a[href="${localizedPath(href, language)}"]`), href).not.toBeNull();
      }
    }
  });

  it("are in the mobile menu and the footer, with the case evaluation and In the News", async () => {
    for (const language of LANGUAGES) {
      const page = documentOf(await html(localizedPath("/about", language)));
      const targets = [...guideNavigation.map(({ href }) => href), "/consultation", "/headlines"].map((href) =>
        localizedPath(href, language),
      );
      for (const target of targets) {
        expect(page.querySelector(`#mobile-menu a[href="${target}"]`), `menu ${target}`).not.toBeNull();
        expect(page.querySelector(`footer a[href="${target}"]`), `footer ${target}`).not.toBeNull();
      }
    }
  });
});

describe("the attorney's State Bar facts", () => {
  it("stand in every page's footer and on /about, the date in the edition's words", async () => {
    const { stateBar } = firm;
    for (const [language, admitted] of [
      ["en", "December 1, 2009"],
      ["es", "1 de diciembre de 2009"],
    ] as const) {
      for (const path of ["/", "/deadlines", "/about"]) {
        const footer = documentOf(await html(localizedPath(path, language))).querySelector("footer")!.textContent!;
        expect(footer.replace(/\s+/g, " "), `${language} ${path}`).toContain(`${stateBar.number}, `);
        expect(footer.replace(/\s+/g, " "), `${language} ${path}`).toContain(admitted);
      }
      const about = documentOf(await html(localizedPath("/about", language)));
      expect(about.querySelector("main")!.textContent!.replace(/\s+/g, " ")).toContain(admitted);
    }
  });
});

describe("the testimonials", () => {
  it("are labelled as testimonials, opinions and not a promise, in both editions", async () => {
    for (const [language, label] of [
      ["en", /These are testimonials: .* not a promise about your case\./],
      ["es", /Estos son testimonios: .* no una promesa sobre su caso\./],
    ] as const) {
      const home = documentOf(await html(localizedPath("/", language)));
      const section = home.querySelector('section[aria-labelledby="testimonials"]')!;
      expect(section.textContent!.replace(/\s+/g, " "), language).toMatch(label);
      expect(section.querySelectorAll("blockquote").length, language).toBeGreaterThan(0);
    }
  });
});
