import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCUMENTS, documentById, rootField } from "./documents";
import { leaves, pathKey, readPhone, schemaOf } from "./fields";
import { firstVersion } from "./first-version.server";
import { launchFindings, publishRefusals } from "./launch-rules";
import { escapeMarkdown, parseMarkdown, plainText } from "./markdown";
import { checkDocument, checkSnapshot, needsTranslation, upgradeSnapshot, type ContentSnapshot } from "./snapshot";
import { fillTokens } from "./tokens";
import { launchReady } from "../../../tests/support/launch-ready";

/** A test reaches into a value by the shape it knows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = Record<string, any>;

const first = firstVersion();
const edit = (snapshot: ContentSnapshot, id: string, change: (value: Loose) => void) => {
  const copy = structuredClone(snapshot);
  change(copy.documents[id]!.value as Loose);
  return copy;
};

describe("the documents' schemas", () => {
  it("hold the first version: every content module passes its document's schema", () => {
    const checked = checkSnapshot(first);
    expect(checked.ok ? [] : checked.errors).toEqual([]);
  });

  it("have a label for every field, and one document per content module path", () => {
    expect(new Set(DOCUMENTS.map((document) => document.id)).size).toBe(DOCUMENTS.length);
    for (const document of DOCUMENTS) {
      for (const leaf of leaves(rootField(document), first.documents[document.id]!.value)) {
        expect(leaf.field.label.trim(), `${document.id} ${pathKey(leaf.path)}`).not.toBe("");
      }
    }
  });

  it("refuse an invalid phone, a URL that is not https, an empty field, a text over its limit, an item without its Spanish", () => {
    const firm = documentById("firm")!;
    const value = structuredClone(first.documents.firm!.value) as Loose;
    value.firm.phone.display = "555-CALL-NOW";
    value.firm.name = "";
    const errors = checkDocument(firm, value);
    expect(errors.ok ? [] : errors.errors.map((error) => `${error.path}: ${error.message}`)).toEqual([
      "firm.name: This cannot be empty.",
      "firm.phone.display: Write a US phone number with its area code, like (707) 555-0142.",
    ]);
    const press = structuredClone(first.documents.press!.value) as Loose;
    press.pressItems[0].link = "http://news.example.org/story";
    press.pressItems[1].headline.es = "";
    press.pressItems[2].excerpt.en = "x".repeat(601);
    const refused = checkDocument(documentById("press")!, press);
    expect(refused.ok ? [] : refused.errors.map((error) => `${error.path}: ${error.message}`)).toEqual([
      "pressItems.0.link: Write a whole web address starting with https://.",
      "pressItems.1.headline.es: Add the Spanish.",
      "pressItems.2.excerpt.en: Keep this under 600 characters.",
    ]);
  });

  it("give every result its kind, year and county or court, in both languages, and refuse one without them", () => {
    const results = documentById("achievements")!;
    const shipped = (first.documents.achievements!.value as Loose).achievements as Loose[];
    expect(shipped.length).toBeGreaterThan(0);
    for (const item of shipped) {
      expect(["settlement", "verdict"]).toContain(item.kind);
      expect(item.year).toMatch(/^20\d{2}$/);
      expect(item.county.en.trim()).not.toBe("");
      expect(item.county.es).not.toBe(item.county.en);
    }
    const value = structuredClone(first.documents.achievements!.value) as Loose;
    value.achievements[0].kind = "award";
    value.achievements[1].year = "last spring";
    value.achievements[2].county.es = "";
    value.achievements[3].county.en = "x".repeat(81);
    value.achievements[4].county.en = "{firm} County";
    const errors = checkDocument(results, value);
    expect(errors.ok ? [] : errors.errors.map((error) => `${error.path}: ${error.message}`)).toEqual([
      "achievements.0.kind: Choose one of the options.",
      "achievements.1.year: Write a year, like 2009.",
      "achievements.2.county.es: Add the Spanish.",
      "achievements.3.county.en: Keep this under 80 characters.",
      "achievements.4.county.en: Placeholders such as {firm} cannot be used here: write the words themselves.",
    ]);
    const verdict = structuredClone(first.documents.achievements!.value) as Loose;
    verdict.achievements[0].kind = "verdict";
    expect(checkDocument(results, verdict).ok).toBe(true);
  });

  it("refuse a placeholder the site does not know, and a link that is not https, tel or mailto", () => {
    const home = structuredClone(first.documents.home!.value) as Loose;
    home.homeCopy.hero.title.en = "Call {lawyer} today";
    const about = structuredClone(first.documents.about!.value) as Loose;
    about.aboutCopy.biography.paragraphs.en = "Read [this](javascript:alert(1)) first.";
    const homeErrors = checkDocument(documentById("home")!, home);
    const aboutErrors = checkDocument(documentById("about")!, about);
    expect(homeErrors.ok ? "" : homeErrors.errors[0]!.message).toMatch(/\{lawyer\} is not a placeholder/);
    expect(aboutErrors.ok ? "" : aboutErrors.errors[0]!.message).toBe(
      "Links may only start with https://, tel:, mailto: or / (a page of this site).",
    );
  });

  it("read a US phone however it is typed, and dial it", () => {
    expect(readPhone("707.526.8810")).toEqual({ display: "(707) 526-8810", e164: "+17075268810" });
    expect(readPhone("+1 (707) 526-8810")?.e164).toBe("+17075268810");
    expect(readPhone("526-8810")).toBeNull();
  });

  it("bring an older stored version up to this release: a field it lacks comes from the first version", () => {
    const old = structuredClone(first);
    delete (old.documents.home!.value as Loose).homeCopy.hero.assurances;
    delete old.documents.press;
    const upgraded = upgradeSnapshot(old, first);
    expect((upgraded.documents.home!.value as Loose).homeCopy.hero.assurances).toEqual(
      (first.documents.home!.value as Loose).homeCopy.hero.assurances,
    );
    expect(upgraded.documents.press).toEqual(first.documents.press);
    expect(checkSnapshot(upgraded).ok).toBe(true);
  });
});

describe("the Markdown subset", () => {
  it("reads paragraphs, lists, emphasis and links", () => {
    expect(parseMarkdown("One *two* **three**.\n\n- a\n- [b](https://example.org)\n\n1. first\n2. second")).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "One " },
          { type: "em", children: [{ type: "text", text: "two" }] },
          { type: "text", text: " " },
          { type: "strong", children: [{ type: "text", text: "three" }] },
          { type: "text", text: "." },
        ],
      },
      {
        type: "list",
        ordered: false,
        items: [
          [{ type: "text", text: "a" }],
          [{ type: "link", href: "https://example.org", children: [{ type: "text", text: "b" }] }],
        ],
      },
      { type: "list", ordered: true, items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]] },
    ]);
  });

  it("shows markup a visitor would read as letters as the letters typed: HTML, javascript: links, headings", () => {
    const text = "<script>alert(1)</script> <b>bold</b> [x](javascript:alert(1)) [y](http://insecure.example) # Title";
    expect(parseMarkdown(text)).toEqual([{ type: "paragraph", children: [{ type: "text", text }] }]);
    expect(plainText("[call](tel:+17075268810) or [write](mailto:a@b.org)")).toBe("call or write");
  });

  it("links to a page of this site by its path, never to another host by a path that looks like one", () => {
    const [block] = parseMarkdown("See [the deadlines](/es/deadlines#claim), not [x](//evil.example) or [y](/../etc).");
    const links = block?.type === "paragraph" ? block.children.filter((node) => node.type === "link") : [];
    expect(links.map((node) => (node.type === "link" ? node.href : ""))).toEqual(["/es/deadlines#claim"]);
  });

  it("keeps a character the firm meant as a character, once escaped", () => {
    const literal = "Fees: 5*3 = 15, _not_ markup, and [a](https://x.org) as typed";
    expect(plainText(escapeMarkdown(literal))).toBe(literal);
  });
});

describe("placeholders", () => {
  it("fill the firm's facts, and do not double a full stop", () => {
    const values = { firm: "Rivera Law", hours: "9:00 a.m. a 5:00 p.m." } as never;
    expect(fillTokens("Call {firm}. Horario: {hours}. {unknown}", values)).toBe(
      "Call Rivera Law. Horario: 9:00 a.m. a 5:00 p.m. {unknown}",
    );
  });
});

describe("the launch rules", () => {
  it("find nothing in a launch-ready version", () => {
    expect(launchFindings(launchReady(), first)).toEqual([]);
  });

  it("refuse the first version for its samples, its placeholders and its record claim, and list its Spanish to review", () => {
    const reasons = new Set(publishRefusals(first, first).map((finding) => finding.reason));
    expect([...reasons].sort()).toEqual([
      "awaiting the firm's confirmation",
      "example.com address or link",
      "fictional 555 phone number",
      "fictional firm identity",
      "guarantee or unprovable superlative",
      "sample item",
      "sample value",
    ]);
    expect(launchFindings(first, first).filter((finding) => !finding.blocks).length).toBeGreaterThan(20);
    // The attorney's State Bar number and admission date are listed until the firm supplies them.
    const firmSamples = publishRefusals(first, first)
      .filter((finding) => finding.document === "firm" && finding.reason === "sample value")
      .map((finding) => finding.path);
    expect(firmSamples).toEqual(expect.arrayContaining(["firm.stateBar.number", "firm.stateBar.admitted"]));
  });

  it("list every shipped result as a sample until the firm replaces it, and refuse to publish one", () => {
    const amounts = ((first.documents.achievements!.value as Loose).achievements as Loose[]).map(
      (item) => item.amount.en,
    );
    const listed = launchFindings(first, first).filter((finding) => finding.document === "achievements");
    expect(listed.filter((finding) => finding.reason === "sample item")).toEqual(
      amounts.map((amount, index) => ({
        document: "achievements",
        path: `achievements.${index}`,
        reason: "sample item",
        message: `A sample, not the firm's own: ${amount}. Replace it with a real one, or remove it.`,
        blocks: true,
      })),
    );
    // One result left a sample in a version otherwise ready: Publish refuses that one only.
    const oneLeft = edit(launchReady(), "achievements", (value) => {
      value.achievements[2].sample = true;
    });
    expect(publishRefusals(oneLeft, first).map((finding) => `${finding.reason} ${finding.path}`)).toEqual([
      "sample item achievements.2",
    ]);
    // Replaced with the firm's own case (flag unticked), or removed: nothing is left to refuse.
    const replaced = edit(launchReady(), "achievements", (value) => {
      Object.assign(value.achievements[2], {
        kind: "verdict",
        year: "2024",
        county: { en: "Sonoma County", es: "Condado de Sonoma" },
        sample: false,
      });
      value.achievements.splice(0, 1);
    });
    expect(publishRefusals(replaced, first)).toEqual([]);
  });

  it("refuse a result shown without its disclaimer, with the reason", () => {
    const untick = edit(launchReady(), "contact", (value) => {
      value.contactCopy.why.cards[0].disclaimer = false;
    });
    expect(
      publishRefusals(untick, first).map((finding) => `${finding.path} ${finding.language}: ${finding.message}`),
    ).toEqual([
      "contactCopy.why.cards.0.body en: This speaks of a past result (“recovered millions”) where the results disclaimer is not shown (rule 7.1).",
      "contactCopy.why.cards.0.body es: This speaks of a past result (“millones de dólares”) where the results disclaimer is not shown (rule 7.1).",
    ]);
    const onPracticePage = edit(launchReady(), "practice-areas/pages/civil-rights", (value) => {
      value.civilRights.lead.en = "We won $2.5 million for a client last year.";
    });
    expect(publishRefusals(onPracticePage, first).map((finding) => finding.reason)).toEqual([
      "result without its disclaimer",
    ]);
  });

  it("refuse a guarantee or an unprovable superlative in either language, not the words that deny one", () => {
    const claims = [
      ["home", (value: Loose) => (value.homeCopy.hero.title.en = "The best civil rights lawyers")],
      ["home", (value: Loose) => (value.homeCopy.hero.lead.en = "We guarantee results.")],
      ["home", (value: Loose) => (value.homeCopy.hero.eyebrow.en = "#1 in Northern California")],
      ["home", (value: Loose) => (value.homeCopy.hero.title.es = "Resultados sin precedentes")],
      ["home", (value: Loose) => (value.homeCopy.hero.lead.es = "Le garantizamos una compensación.")],
    ] as const;
    for (const [id, change] of claims) {
      expect(publishRefusals(edit(launchReady(), id, change), first).map((finding) => finding.reason)).toEqual([
        "guarantee or unprovable superlative",
      ]);
    }
    // The disclaimer denies a guarantee; the motto and the letter's farewell claim nothing.
    expect(publishRefusals(launchReady(), first)).toEqual([]);
  });

  it("refuse a Spanish term the glossary replaces, naming the preferred one", () => {
    const changed = edit(launchReady(), "home", (value) => {
      value.homeCopy.hero.lead.es = "Si sufrió un arresto falso, tiene derechos.";
    });
    expect(publishRefusals(changed, first).map((finding) => finding.message)).toEqual([
      "The Spanish pages say “arresto ilegal”, not “arresto falso” (the site's glossary).",
    ]);
  });

  it("refuse a Spanish text stronger than its English: a settlement without “acuerdo”, a glossed honor, “comprobada”", () => {
    const changes = [
      ["home", (value: Loose) => (value.homeCopy.achievements.intro.es = "Dinero logrado para nuestros clientes.")],
      [
        "honors",
        (value: Loose) =>
          (value.honors[0].title.es = `${value.honors[0].title.en} (el mejor defensor de los derechos civiles)`),
      ],
      ["about", (value: Loose) => (value.aboutCopy.honors.title.es = "Trayectoria comprobada")],
    ] as const;
    const refusals = changes.map(([id, change]) =>
      publishRefusals(edit(launchReady(), id, change), first).map((finding) => [finding.reason, finding.path]),
    );
    expect(refusals).toEqual([
      [["Spanish stronger than the English", "homeCopy.achievements.intro"]],
      [["Spanish stronger than the English", "honors.0.title"]],
      [["Spanish term the glossary refuses", "aboutCopy.honors.title"]],
    ]);
  });

  it("ask the firm in which language the consultation is held, and refuse “in Spanish” without a Spanish-speaking attorney", () => {
    const unconfirmed = edit(launchReady(), "firm", (value) => (value.firm.spanishConsultation = "unconfirmed"));
    expect(publishRefusals(unconfirmed, first).map((finding) => [finding.reason, finding.path])).toEqual([
      ["awaiting the firm's confirmation", "firm.spanishConsultation"],
    ]);
    const inSpanish = edit(launchReady(), "firm", (value) => (value.firm.spanishConsultation = "in-spanish"));
    expect(publishRefusals(inSpanish, first).map((finding) => finding.message)).toEqual([
      expect.stringContaining("no attorney is listed among those who speak Spanish"),
    ]);
    const attorney = edit(inSpanish, "firm", (value) =>
      value.firm.spanishSpeakers.push({ name: "Ana López", role: "attorney-woman" }),
    );
    expect(publishRefusals(attorney, first)).toEqual([]);
  });

  it("list a Spanish text older than its English as needing translation, per field", () => {
    const ready = launchReady();
    ready.documents.home!.edited = {
      "homeCopy.hero.title": { en: 20, es: 10 },
      "homeCopy.hero.lead": { en: 10, es: 20 },
    };
    expect(needsTranslation(documentById("home")!, ready.documents.home!)).toEqual(["homeCopy.hero.title"]);
    const findings = launchFindings(ready, first);
    expect(findings.map((finding) => [finding.reason, finding.path, finding.blocks])).toEqual([
      ["needs translation", "homeCopy.hero.title", false],
    ]);
  });
});

describe("the first version", () => {
  it("starts every document with a Spanish twin unreviewed, as each Spanish module says at its top", () => {
    for (const document of DOCUMENTS.filter((candidate) => !candidate.oneLanguage)) {
      const path = document.id.startsWith("practice-areas/pages/") ? document.id : document.id;
      const source = readFileSync(new URL(`../es/${path}.ts`, import.meta.url), "utf8");
      expect(source.split("\n").slice(0, 3).join(" "), document.id).toContain("Translation awaiting the firm's review");
      expect(first.documents[document.id]!.reviewed, document.id).toBe(false);
    }
  });

  it("checks every schema's Zod type on its own value", () => {
    for (const document of DOCUMENTS) {
      expect(schemaOf(rootField(document)).safeParse(first.documents[document.id]!.value).success, document.id).toBe(
        true,
      );
    }
  });
});
