import { describe, expect, it } from "vitest";
import { messageWidgetCopy } from "./message-widget";
import { footerPracticeNavigation, mainNavigation, practiceAreaLinks } from "./navigation";
import { practicePageCopy } from "./practice-areas/copy";
import { practiceAreas } from "./practice-areas";
import { practiceAreaPages } from "./practice-areas/pages.server";
import { areaNames, glossary } from "./glossary";
import { replacedVariants, variantPattern } from "~/content/model/glossary-check";
import { documentById, DOCUMENTS, rootField } from "~/content/model/documents";
import { leaves, pathKey } from "~/content/model/fields";
import { firstVersion } from "~/content/model/first-version.server";
import { strongerThanEnglish } from "~/content/model/spanish-pairs";
import { consultationAction } from "./shared";

/**
 * Every Spanish module the site ships: the content under app/content/es (pages, form, widget,
 * photo tool, toasts, 404) and the edition files that hand it to the features. The glossary
 * itself is not shipped, and names the variants on purpose.
 */
const modules: Record<string, unknown> = {
  // Not the modules that only gather others' texts (the site's chrome, the 12 practice pages):
  // each text is read once, in the module that words it.
  ...import.meta.glob(
    ["./**/*.ts", "!./**/*.test.ts", "!./glossary.ts", "!./site-text.ts", "!./practice-areas/pages.server.ts"],
    { eager: true },
  ),
};

type Text = { path: string; text: string };

/** Keys whose values are addresses or identifiers, not words a reader sees. */
const NOT_WORDS = new Set(["href", "src", "srcSet", "sizes", "link", "slug", "icon", "variant", "type"]);

/**
 * The texts of a module, in the order a page shows them (the order they are written in). A
 * function that builds a sentence is called with its defaults, then twice more, so both sides
 * of a condition are read.
 */
function textsOf(value: unknown, path: string, seen = new WeakSet<object>()): Text[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (typeof value === "function") {
    const texts: Text[] = [];
    for (const args of [[], ["Ana", 1, 1], ["Ana", 0, 0]]) {
      try {
        texts.push(...textsOf((value as (...args: unknown[]) => unknown)(...args), `${path}()`, seen));
      } catch {
        // A helper that does not build a sentence from these arguments has no words of its own.
      }
    }
    return texts;
  }
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) =>
    NOT_WORDS.has(key) ? [] : textsOf(item, path ? `${path}.${key}` : key, seen),
  );
}

/** Terms that need an explanation, first used on a page (a module) without it. */
function unexplainedTerms(file: string, texts: readonly Text[], entries = glossary): string[] {
  return entries.flatMap((entry) => {
    if (!entry.explainedBy) return [];
    const pattern = entry.term ?? variantPattern(entry.preferred);
    const term = new RegExp(pattern.source, pattern.flags.replace("g", ""));
    const first = texts.find(({ text }) => term.test(text));
    return first && !entry.explainedBy.test(first.text)
      ? [
          `${file} ${first.path}: “${first.text.match(term)![0]}” (${entry.concept}) first appears without its explanation (${entry.explainedBy})`,
        ]
      : [];
  });
}

const shipped = Object.entries(modules).map(([file, exports]) => ({
  file: file.replace(/^\.\//, ""),
  texts: textsOf(exports, ""),
}));

describe("the Spanish glossary", () => {
  it("reads every Spanish module the site ships, and their texts", () => {
    const files = shipped.map(({ file }) => file);
    for (const expected of [
      "layout.ts",
      "navigation.ts",
      "case-evaluation.ts",
      "message-widget.ts",
      "photo-enhancement.ts",
      "privacy.ts",
      "practice-areas/pages/civil-rights.ts",
    ]) {
      expect(files).toContain(expected);
    }
    expect(shipped.length).toBeGreaterThanOrEqual(35);
    // The long texts are one Markdown text per section: fewer, longer texts than there are paragraphs.
    expect(shipped.flatMap(({ texts }) => texts).length).toBeGreaterThan(800);
  });

  it("no Spanish text uses a variant the glossary replaces", () => {
    expect(shipped.flatMap(({ file, texts }) => replacedVariants(file, texts))).toEqual([]);
  });

  it("explains each term that needs it where it first appears on each page", () => {
    expect(shipped.flatMap(({ file, texts }) => unexplainedTerms(file, texts))).toEqual([]);
  });

  it("names the file and the variant when a text uses one, and allows the legal term in parentheses", () => {
    const texts = [
      { path: "hero.title", text: "¿Sufrió un arresto falso?" },
      { path: "lead", text: "El abuso policial (mala conducta policial) tiene muchas formas." },
      { path: "body", text: "La mala conducta policial tiene muchas formas." },
    ];
    expect(replacedVariants("es/example.ts", texts)).toEqual([
      "es/example.ts body: “mala conducta policial” (police misconduct) → “abuso policial”",
      "es/example.ts hero.title: “arresto falso” (false arrest) → “arresto ilegal”",
    ]);
    expect(replacedVariants("es/example.ts", [{ path: "x", text: "Llame a la recepcionista. Contacto." }])).toEqual([]);
  });

  it("finds a term used before it is explained", () => {
    const texts = [
      { path: "sections[0]", text: "La oficina presenta a tiempo el reclamo ante el gobierno." },
      { path: "sections[1]", text: "Antes de demandar, hay que presentar un reclamo ante el gobierno." },
    ];
    expect(unexplainedTerms("es/example.ts", texts)).toEqual([
      expect.stringContaining(
        "es/example.ts sections[0]: “reclamo” (government claim (Government Claims Act)) first appears",
      ),
    ]);
    expect(unexplainedTerms("es/example.ts", texts.slice(1))).toEqual([]);
  });

  it("counts a bare “reclamo” as the claim: the first one on a page needs the explanation too", () => {
    const bare = {
      path: "callToAction.body",
      text: "Un reclamo contra una ciudad debe presentarse dentro de seis meses.",
    };
    const explained = {
      path: "sections[0]",
      text: "Antes de demandar a una ciudad, hay que presentarle un reclamo por escrito.",
    };
    const later = { path: "sections[1]", text: "La oficina presenta a tiempo el reclamo ante el gobierno." };
    expect(unexplainedTerms("es/example.ts", [bare, explained])).toEqual([
      expect.stringContaining(
        "es/example.ts callToAction.body: “reclamo” (government claim (Government Claims Act)) first",
      ),
    ]);
    expect(unexplainedTerms("es/example.ts", [{ ...bare, text: "Presentó dos reclamos." }])).toHaveLength(1);
    expect(unexplainedTerms("es/example.ts", [explained, bare, later])).toEqual([]);
    // Other words that begin the same way are not the claim.
    expect(unexplainedTerms("es/example.ts", [{ path: "x", text: "Reclamó sus cosas; puede reclamarlas." }])).toEqual(
      [],
    );
  });

  it("gives each entry a term, and no entry a variant that is its own term", () => {
    for (const entry of glossary) {
      expect(entry.preferred.trim(), entry.concept).not.toBe("");
      expect(replacedVariants("x.ts", [{ path: "preferred", text: entry.preferred }], [entry]), entry.concept).toEqual(
        [],
      );
    }
  });
});

describe("the practice areas' names", () => {
  it("are the same in the menu, on the cards and as each page's heading", () => {
    expect(Object.fromEntries(practiceAreaLinks.map(({ slug, name }) => [slug, name]))).toEqual(areaNames);
    expect(Object.fromEntries(practiceAreas.map(({ slug, title }) => [slug, title]))).toEqual(areaNames);
  });

  it("are plain: no legal term or English in parentheses, only the cost of the paid services", () => {
    const withParentheses = Object.entries(areaNames).filter(([, name]) => name.includes("("));
    expect(withParentheses).toEqual([["concierge-legal", "Servicios legales personalizados (con costo)"]]);
    for (const entry of glossary) {
      if (!entry.legal) continue;
      for (const name of Object.values(areaNames)) expect(name.toLowerCase(), entry.concept).not.toContain(entry.legal);
    }
  });

  it("leave the legal term to the opening text of the area's page (its lead or first section)", () => {
    const named = glossary.filter((entry) => entry.area);
    expect(named.map(({ area }) => area).sort()).toEqual([
      "civil-rights",
      "false-arrest",
      "malicious-prosecution",
      "positional-asphyxia",
      "wrongful-death",
    ]);
    for (const { area, preferred, legal } of named) {
      expect(areaNames[area!].toLowerCase(), area).toContain(preferred.toLowerCase());
      const { lead, sections, metaTitle } = practiceAreaPages[area!];
      expect(metaTitle.toLowerCase(), area).not.toContain(legal!.toLowerCase());
      const opening = [lead, sections[0]?.blocks ?? ""].join(" ");
      expect(opening.toLowerCase(), area).toContain(legal!.toLowerCase());
    }
  });

  it("appear in each page's title for search engines, without the legal term in parentheses", () => {
    for (const [slug, name] of Object.entries(areaNames)) {
      const plain = name.replace(/ \(.*\)$/, "");
      const { metaTitle } = practiceAreaPages[slug as keyof typeof areaNames];
      expect(metaTitle.toLowerCase(), slug).toContain(plain.toLowerCase());
    }
  });

  it("are the same in the footer's short list", () => {
    const names = new Set<string>(Object.values(areaNames));
    const [viewAll, ...areas] = [...footerPracticeNavigation].reverse();
    for (const { name } of areas) expect(names).toContain(name);
    expect(viewAll?.href).toBe("/es/practice-areas");
  });
});

describe("the buttons and links", () => {
  it("lead to one place for one wording: “Pida su consulta gratuita” always to the form", () => {
    const links: [string, string][] = [
      [consultationAction.label, consultationAction.href],
      [practicePageCopy.consultationButton, "/es/consultation"],
      [practicePageCopy.contactButton, "/es/contact"],
      [mainNavigation.contact.name, mainNavigation.contact.href],
      [messageWidgetCopy.scheduleConsultation, messageWidgetCopy.scheduleConsultationHref],
    ];
    const destinations = new Map<string, Set<string>>();
    for (const [label, href] of links) destinations.set(label, (destinations.get(label) ?? new Set()).add(href));
    for (const [label, hrefs] of destinations) expect([...hrefs], label).toHaveLength(1);
    expect(destinations.get(consultationAction.label)).toEqual(new Set(["/es/consultation"]));
  });
});

describe("no Spanish text says more than its English", () => {
  /** Every translated text the site ships, English beside Spanish, as the publish rules read them. */
  const pairs = DOCUMENTS.flatMap((document) =>
    [...leaves(rootField(document), firstVersion().documents[document.id]?.value)].flatMap(({ field, path, value }) => {
      if (field.kind !== "text" || !field.translated) return [];
      const { en, es } = value as { en: string; es: string };
      const kind = document.id === "honors" && path.at(-1) === "title" ? ("honor" as const) : ("text" as const);
      return [{ at: `${document.id} ${pathKey(path)}`, en, es, kind }];
    }),
  );

  it("reads the results, the press items and the honors among the shipped texts", () => {
    const at = pairs.map((pair) => pair.at).join("\n");
    expect(at).toMatch(/^achievements achievements\.0\.label$/m);
    expect(at).toMatch(/^press pressItems\.\d+\.headline$/m);
    expect(pairs.filter((pair) => pair.kind === "honor")).toHaveLength(6);
    expect(documentById("honors")).toBeDefined();
  });

  it("names every settlement “acuerdo”, and gives every honor its own name, in quotes, with who gives it", () => {
    expect(
      pairs.flatMap(({ at, en, es, kind }) => strongerThanEnglish(en, es, kind).map((fault) => `${at}: ${fault}`)),
    ).toEqual([]);
    const settlements = pairs.filter(({ en }) => /\bsettle/i.test(en));
    expect(settlements.length).toBeGreaterThanOrEqual(12);
    for (const { es } of settlements) expect(es).toMatch(/acuerdo/i);
  });

  it("refuses a settlement said as money received, an honor glossed, and “comprobada” or “los 100 mejores”", () => {
    expect(
      strongerThanEnglish("Settlement for a man beaten during a traffic stop", "Para un hombre golpeado"),
    ).toHaveLength(1);
    expect(strongerThanEnglish("Taser case settles for $1.8M", "Termina en un acuerdo de $1.8 millones")).toEqual([]);
    const honor = "Top 100 Trial Lawyers in Northern California, Golden State Advocates Council";
    expect(
      strongerThanEnglish(
        honor,
        "“Top 100 Trial Lawyers in Northern California”, otorgado por Golden State Advocates Council",
        "honor",
      ),
    ).toEqual([]);
    expect(
      strongerThanEnglish(
        honor,
        "“Top 100 Trial Lawyers in Northern California”, otorgado por el Golden State Advocates Council",
        "honor",
      ),
    ).toEqual([]);
    for (const glossed of [
      "Top 100 Trial Lawyers in Northern California (los 100 mejores abogados litigantes), Golden State Advocates Council",
      "“Los 100 mejores abogados litigantes”, otorgado por Golden State Advocates Council",
      "“Top 100 Trial Lawyers in Northern California”",
    ]) {
      expect(strongerThanEnglish(honor, glossed, "honor"), glossed).toHaveLength(1);
    }
    const refused = replacedVariants("es/example.ts", [
      { path: "a", text: "Trayectoria comprobada" },
      { path: "b", text: "Entre los 100 mejores abogados del norte de California" },
      { path: "c", text: "Un arreglo económico de $2 millones" },
    ]);
    expect(refused.map((line) => /“([^”]+)” \(([^)]+)\)/.exec(line)?.slice(1, 3).join(" / "))).toEqual([
      "arreglo económico / settlement",
      "comprobada / track record",
      "los 100 mejores / an award's name",
      "mejores abogados / an award's name",
    ]);
  });
});
