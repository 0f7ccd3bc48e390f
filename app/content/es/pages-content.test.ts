import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as enAbout from "~/content/about";
import * as enAchievements from "~/content/achievements";
import { firm } from "~/content/firm";
import * as enHeadlines from "~/content/headlines";
import * as enHonors from "~/content/honors";
import * as enImages from "~/content/images";
import * as enOpinions from "~/content/opinions";
import * as enPhoto from "~/content/photo-enhancement";
import * as enPress from "~/content/press";
import { footerCopy as enFooter } from "~/content/layout";
import * as enPrivacy from "~/content/privacy";
import * as enTestimonials from "~/content/testimonials";
import { TRANSLATION_REVIEW_MARKER } from "~/content/translation";
import * as esAbout from "./about";
import * as esAchievements from "./achievements";
import * as esHeadlines from "./headlines";
import * as esHonors from "./honors";
import * as esImages from "./images";
import * as esOpinions from "./opinions";
import * as esPhoto from "./photo-enhancement";
import * as esPress from "./press";
import { footerCopy as esFooter } from "./layout";
import * as esPrivacy from "./privacy";
import * as esTestimonials from "./testimonials";

/** The twins whose texts are translated (opinions are citations, the same in both languages). */
const translated = {
  about: [enAbout, esAbout],
  achievements: [enAchievements, esAchievements],
  headlines: [enHeadlines, esHeadlines],
  honors: [enHonors, esHonors],
  images: [enImages, esImages],
  "photo-enhancement": [enPhoto, esPhoto],
  press: [enPress, esPress],
  privacy: [enPrivacy, esPrivacy],
  testimonials: [enTestimonials, esTestimonials],
} as const;

/** Keys whose values are facts, shared by both languages on purpose. */
const FACT_KEYS = new Set([
  "publication",
  "date",
  "link",
  "icon",
  "src",
  "srcSet",
  "type",
  "sizes",
  "effectiveDate",
  "builtin",
  "kind",
]);
/** Texts that read the same in Spanish: names, and one word spelled alike. */
const SAME_IN_BOTH = new Set<string>([firm.attorney.name, "Original", "North Bay Ledger", "{attorney}"]);
/** A text of placeholders and punctuation only ("{attorney title} · {firm}") has no words to translate. */
const ONLY_PLACEHOLDERS = /^(?:\{[a-z ]+\}|[\s·,:.-])+$/;

type Leaf = { path: string; key: string; en: string; es: string };

/** A sum as each edition writes it ("$1.6M", "$1.6 millones", "$850,000"), in dollars. */
function dollars(amount: string): number {
  const match = /^\$([\d.,]+)(M| millones)?$/.exec(amount);
  expect(match, amount).not.toBeNull();
  return Number(match![1]!.replaceAll(",", "")) * (match![2] ? 1_000_000 : 1);
}

/**
 * Every text of an English value beside its Spanish twin. A function that builds a sentence is
 * called with sample arguments; one whose parameters all have defaults (pressNewestFirst), with none.
 */
function pairedTexts(en: unknown, es: unknown, path: string, key = ""): Leaf[] {
  if (typeof en === "function" && typeof es === "function") {
    const args = en.length === 0 ? [] : ["retrato.jpg", 1200, 800];
    return pairedTexts(en(...args), es(...args), `${path}()`, key);
  }
  if (typeof en === "string") return [{ path, key, en, es: String(es) }];
  if (Array.isArray(en) && Array.isArray(es)) {
    expect(es, path).toHaveLength(en.length);
    return en.flatMap((item, index) => pairedTexts(item, es[index], `${path}[${index}]`, key));
  }
  if (en && typeof en === "object" && es && typeof es === "object") {
    expect(Object.keys(es).sort(), path).toEqual(Object.keys(en).sort());
    return Object.entries(en).flatMap(([name, value]) =>
      pairedTexts(value, (es as Record<string, unknown>)[name], `${path}.${name}`, name),
    );
  }
  expect(es, path).toEqual(en);
  return [];
}

describe("the Spanish page content", () => {
  for (const [name, [en, es]] of Object.entries(translated)) {
    it(`${name}: exports what the English module exports, with every text translated and every fact kept`, () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      const leaves = Object.keys(en).flatMap((exported) =>
        pairedTexts(en[exported as keyof typeof en], es[exported as keyof typeof es], `${name}.${exported}`),
      );
      for (const leaf of leaves) {
        if (leaf.key === "amount") expect(dollars(leaf.es), leaf.path).toBe(dollars(leaf.en));
        else if (FACT_KEYS.has(leaf.key)) expect(leaf.es, leaf.path).toBe(leaf.en);
        else if (!SAME_IN_BOTH.has(leaf.en) && !ONLY_PLACEHOLDERS.test(leaf.en))
          expect(leaf.es, leaf.path).not.toBe(leaf.en);
        expect(leaf.es.trim(), leaf.path).not.toBe("");
      }
    });
  }

  it("links to the Spanish twin of every page of the site, and leaves outside links alone", () => {
    const hrefs = esHeadlines.headlinesCopy.closing.actions.map((action) => action.href);
    expect(hrefs).toEqual(["/es/contact", "/es/practice-areas/civil-rights"]);
  });

  it("repeats the footer's mobile-information sentence word for word in the privacy policy, in each edition", () => {
    // Messaging carriers require the same sentence wherever it appears.
    for (const [policy, footer] of [
      [enPrivacy.privacyCopy, enFooter],
      [esPrivacy.privacyCopy, esFooter],
    ] as const) {
      const sections = policy.sections.filter((section) => section.paragraphs.includes(footer.mobileInformation));
      expect(sections).toHaveLength(1);
    }
  });

  it("says in each edition of the privacy policy which version governs (the firm's decision, listed until made)", () => {
    const governs = (policy: typeof enPrivacy.privacyCopy) =>
      policy.sections
        .flatMap((section) => section.paragraphs)
        .find((paragraph) => /\[.*(?:governs|prevalece)/.test(paragraph));
    expect(governs(enPrivacy.privacyCopy)).toMatch(
      /English and in Spanish.*\[To be confirmed by the firm: which version governs\]/,
    );
    expect(governs(esPrivacy.privacyCopy)).toMatch(
      // Worded as the end of its sentence, so that the firm's choice reads as a full clause.
      /inglés y en español\. Si alguna vez las dos versiones no coinciden, \[Pendiente de confirmar por la oficina: prevalece la versión en [^\]]*\]\./,
    );
  });

  it("keeps the citations exactly as reported", () => {
    expect(esOpinions.opinions).toEqual(enOpinions.opinions);
    expect(esOpinions.publishedOpinions).toEqual(enOpinions.publishedOpinions);
  });

  it("keeps every sample flag of the English lists, so the launch check still finds them", () => {
    const flags = (items: readonly { sample?: true }[]) => items.map((item) => item.sample);
    expect(flags(esHonors.honors)).toEqual(flags(enHonors.honors));
    expect(flags(esTestimonials.testimonials)).toEqual(flags(enTestimonials.testimonials));
  });

  it("orders the Spanish press items by date, as the English ones", () => {
    const links = (items: readonly enPress.PressItem[]) => items.map((item) => item.link);
    expect(links(esPress.pressNewestFirst())).toEqual(links(enPress.pressNewestFirst()));
    expect(esPress.pressNewestFirst()[0]!.headline).toBe(
      esPress.pressItems.find((item) => item.link === enPress.pressNewestFirst()[0]!.link)!.headline,
    );
    expect(new Set(esPress.pressItems.map((item) => item.headline)).size).toBe(esPress.pressItems.length);
  });

  it("keeps English text out of the Spanish pages' JavaScript: no value import of an English content module", () => {
    // Press items are read in route loaders (server only), and citations read the same in both
    // languages; every other module here reaches the browser with the page that shows it.
    const serverOrNeutral = new Set(["press.ts", "opinions.ts"]);
    const folder = new URL("./", import.meta.url);
    const modules = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    for (const file of modules.filter((module) => !serverOrNeutral.has(module))) {
      const source = readFileSync(new URL(file, folder), "utf8");
      const valueImports = [...source.matchAll(/^(?:import|export) (?!type\b)[^;]*?from "~\/content\/([\w/-]+)"/gm)]
        .map((match) => match[1])
        .filter((module) => module !== "firm" && module !== "navigation" && !module?.startsWith("es/"));
      expect(valueImports, file).toEqual([]);
    }
  });

  it("says at the top of each module that the translation awaits the firm's review", () => {
    const folder = new URL("./", import.meta.url);
    const modules = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    expect(modules.length).toBeGreaterThanOrEqual(10);
    for (const file of modules) {
      const firstComment = readFileSync(new URL(file, folder), "utf8").split("\n").slice(0, 3).join("\n");
      expect(firstComment, file).toMatch(/^\/\*\*/);
      expect(firstComment, file).toContain(TRANSLATION_REVIEW_MARKER);
    }
  });
});
