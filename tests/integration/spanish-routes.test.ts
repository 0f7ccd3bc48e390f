/**
 * The Spanish edition as the real server process answers it on the production build,
 * before any JavaScript runs: every /es route, its language, title, alternates and notices, the
 * Spanish 404, the sitemap, and what each edition's first-load JavaScript carries. Assertions
 * on wording use only the modules of the edition's machinery (layout, navigation, shared, home,
 * contact, consultation, form, widget), never the translators' page texts. Needs a build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteText as englishText } from "../../app/content/site-text";
import { siteText as spanishText } from "../../app/content/es/site-text";
import { homeCopy as englishHome } from "../../app/content/home";
import { homeCopy as spanishHome } from "../../app/content/es/home";
import { contactCopy as englishContact } from "../../app/content/contact";
import { contactCopy as spanishContact } from "../../app/content/es/contact";
import { consultationCopy as englishConsultation } from "../../app/content/consultation";
import { consultationCopy as spanishConsultation } from "../../app/content/es/consultation";
import { caseEvaluationCopy as spanishForm } from "../../app/content/es/case-evaluation";
import { internalPaths, prerenderedPaths, publicPaths } from "../../app/content/navigation";
import { englishPath, languageOfPath, localizedPath } from "../../app/lib/language";
import { spawnServer, type ServerProcess } from "./contact-helpers";
import { pageScripts } from "../support/page-scripts";

let server: ServerProcess;

beforeAll(async () => {
  server = await spawnServer({ RATE_LIMIT_PER_MINUTE: "0" });
}, 60_000);

afterAll(async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await server.exited;
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const spanishPaths = prerenderedPaths.filter((path) => languageOfPath(path) === "es");
const decode = (text: string) => text.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
const titleOf = (html: string) => decode(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");

describe("the Spanish edition, page by page", () => {
  it("has a twin under /es for every English page", () => {
    const english = prerenderedPaths.filter((path) => languageOfPath(path) === "en");
    expect(spanishPaths.map(englishPath).sort()).toEqual([...english].sort());
  });

  it('answers 200 with lang="es", a title unique in the edition and an h1', async () => {
    const titles = new Set<string>();
    for (const path of spanishPaths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<html lang="es"/);
      const title = titleOf(html);
      expect(title, path).toBeTruthy();
      expect(titles, `title of ${path} is unique`).not.toContain(title);
      titles.add(title);
      expect(html, `h1 on ${path}`).toMatch(/<h1[\s>]/);
    }
  });

  it("titles the pages whose words are the edition's own in Spanish, not as their English twins", async () => {
    for (const [path, english, spanish] of [
      ["/es", englishHome.meta.title, spanishHome.meta.title],
      ["/es/contact", englishContact.meta.title, spanishContact.meta.title],
      ["/es/consultation", englishConsultation.meta.title, spanishConsultation.meta.title],
    ] as const) {
      const title = titleOf(await (await get(path)).text());
      expect(title, path).toContain(spanish);
      expect(title, path).not.toContain(english);
      const twin = titleOf(await (await get(englishPath(path))).text());
      expect(twin).not.toBe(title);
    }
  });

  it("links each page to its twin both ways with hreflang, x-default on the English one, canonical per edition", async () => {
    for (const path of spanishPaths) {
      const english = englishPath(path);
      for (const page of [path, english]) {
        const html = await (await get(page)).text();
        const alternates = Object.fromEntries(
          [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
            m[1],
            new URL(m[2]!).pathname,
          ]),
        );
        expect(alternates, page).toEqual({ en: english, es: path, "x-default": english });
        const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
        expect(new URL(canonical!).pathname, page).toBe(page);
      }
    }
  });

  it("carries the footer's notices in Spanish, a link to the Spanish privacy page and the language switch", async () => {
    const { footer, languageSwitch } = spanishText;
    for (const path of spanishPaths) {
      const html = decode(await (await get(path)).text());
      const foot = html.slice(html.lastIndexOf("<footer"));
      for (const notice of [
        footer.attorneyAdvertising,
        footer.responsibleAttorney,
        footer.notLegalAdvice,
        footer.noRelationship,
        footer.mobileInformation,
        'href="/es/privacy"',
        `href="${englishPath(path)}"`,
      ]) {
        expect(foot, `${path}: ${notice}`).toContain(notice);
      }
      expect(html, path).toContain(languageSwitch.description);
      expect(html, path).toMatch(new RegExp(`<a href="${englishPath(path)}" lang="en" hrefLang="en"`));
      // The English chrome is absent: header, footer and the widget's launcher.
      for (const english of [
        englishText.header.skipLink,
        englishText.footer.notLegalAdvice,
        englishText.widgetLauncher.openLabel,
      ]) {
        expect(html, `${path} has no "${english}"`).not.toContain(english);
      }
    }
  });

  it("English pages offer the Spanish twin, marked as Spanish", async () => {
    const html = decode(await (await get("/about")).text());
    const link = html.match(/<a[^>]*href="\/es\/about"[^>]*>/)?.[0] ?? "";
    expect(link).toContain('lang="es"');
    expect(link).toContain('hrefLang="es"');
    expect(html).toContain(englishText.languageSwitch.label);
  });

  it("gives the Spanish consultation form its Spanish labels and Spanish as the preferred language", async () => {
    const html = decode(await (await get("/es/consultation")).text());
    expect(html).toContain(spanishForm.fields.firstName.label);
    expect(html).toContain(spanishForm.submit);
    expect(html).toMatch(/<option value="Spanish" selected="">Español<\/option>/);
    expect(html).toContain('<option value="English">Inglés</option>');
  });

  it("says who at the office speaks Spanish where a visitor reaches out, in every footer, and not in English", async () => {
    const notice = spanishText.languageService!;
    for (const path of spanishPaths) {
      const html = decode(await (await get(path)).text());
      const foot = html.slice(html.lastIndexOf("<footer"));
      expect(foot, path).toContain(notice.label);
      expect(foot, path).toContain(notice.text);
    }
    for (const path of ["/es", "/es/contact", "/es/consultation"]) {
      const html = decode(await (await get(path)).text());
      const main = html.slice(0, html.lastIndexOf("<footer"));
      expect(main, path).toContain(notice.text);
    }
    for (const path of publicPaths) {
      expect(decode(await (await get(path)).text()), path).not.toContain(notice.text);
    }
  });

  it("says in its structured data which language each page is in, and that the office serves both", async () => {
    const spanish = await (await get("/es")).text();
    expect(spanish).toContain('"inLanguage":"es-US"');
    expect(spanish).toMatch(/"availableLanguage":\[[^\]]*"English"[^\]]*"Spanish"/);
    expect(await (await get("/")).text()).toContain('"inLanguage":"en-US"');
  });

  it("answers an unknown path under /es/ with the Spanish 404 page, and others with the English one", async () => {
    for (const path of ["/es/no-such-page", "/es/practice-areas/no-such-area", "/es/about/x"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = decode(await response.text());
      expect(html, path).toMatch(/<html lang="es"/);
      expect(html, path).toContain(spanishText.notFound.heading);
      expect(html, path).not.toContain(englishText.notFound.heading);
    }
    const english = decode(await (await get("/no-such-page")).text());
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toContain(englishText.notFound.heading);
  });

  it("lists both editions in the sitemap, each with its alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs.sort()).toEqual(publicPaths.flatMap((path) => [path, localizedPath(path, "es")]).sort());
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/hreflang="es"/g)).toHaveLength(publicPaths.length * 2);
  });
});

describe("each edition's page and first-load JavaScript carry its own words only", () => {
  /** The page (its SiteText data block, which the islands read, included) and every script it loads first. */
  async function firstLoadJs(path: string): Promise<string> {
    const html = await (await get(path)).text();
    const urls = pageScripts(html);
    const sources = await Promise.all(urls.map(async (url) => (await get(url)).text()));
    return [html, ...sources].join("\n");
  }

  // Sentences of each edition's chrome, form and home page: distinctive, and long enough to be certain.
  const english = [
    englishText.header.skipLink,
    englishText.emergencyNotice,
    englishText.callToAction.body,
    englishText.widgetLauncher.unavailable,
    englishHome.hero.lead,
    englishText.firmText.tagline,
    englishText.navigation.practiceAreas[2]!.name,
  ];
  const spanish = [
    spanishText.header.skipLink,
    spanishText.emergencyNotice,
    spanishText.callToAction.body,
    spanishText.footer.mobileInformation,
    spanishHome.hero.lead,
    spanishForm.notices.noRelationship,
  ];

  it("the sentences are there at all (so their absence below means something), the chrome's in the page itself", async () => {
    const code = await firstLoadJs("/es");
    for (const sentence of spanish.slice(0, 4)) expect(code).toContain(sentence);
    expect(await firstLoadJs("/")).toContain(english[0]);
  });

  it("no English chrome on Spanish pages, no Spanish on English pages", async () => {
    for (const path of [...publicPaths, ...internalPaths]) {
      const code = await firstLoadJs(path);
      for (const sentence of spanish) expect(code, `${path}: ${sentence}`).not.toContain(sentence);
      const twin = localizedPath(path, "es");
      const twinCode = await firstLoadJs(twin);
      for (const sentence of english) expect(twinCode, `${twin}: ${sentence}`).not.toContain(sentence);
    }
  });
});
