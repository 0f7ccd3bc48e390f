import { describe, expect, it } from "vitest";
import { DOCUMENTS, documentById, rootField } from "~/content/model/documents";
import { firstVersion } from "~/content/model/first-version.server";
import { applyListOperation, formFields, listOperation, nextStoredDocument, valueFromForm } from "./editor-form";

const first = firstVersion();

describe("a part's editor form", () => {
  it("reads back every document's value as its inputs post it", () => {
    for (const document of DOCUMENTS) {
      const value = first.documents[document.id]!.value;
      const form = new URLSearchParams(formFields(rootField(document), value));
      expect(valueFromForm(rootField(document), form), document.id).toEqual(value);
    }
  });

  it("writes a phone as the site shows it, and drops characters nobody types", () => {
    const firm = documentById("firm")!;
    const form = new URLSearchParams(formFields(rootField(firm), first.documents.firm!.value));
    form.set("firm.phone.display", "707.526.8810");
    form.set("firm.name", "Rivera\u202e Law\u0000 ");
    const value = valueFromForm(rootField(firm), form) as { firm: { phone: { display: string }; name: string } };
    expect(value.firm.phone.display).toBe("(707) 526-8810");
    expect(value.firm.name).toBe("Rivera Law");
  });

  it("adds, moves and removes list items, and the needs-translation marks move with them", () => {
    const press = documentById("press")!;
    const value = first.documents.press!.value as { pressItems: { headline: { en: string } }[] };
    const down = applyListOperation(press, value, listOperation(new URLSearchParams({ op: "down:pressItems.0" }))!);
    const moved = down.value as typeof value;
    expect(moved.pressItems[1]!.headline.en).toBe(value.pressItems[0]!.headline.en);
    expect(down.renamed("pressItems.0.headline")).toBe("pressItems.1.headline");
    const removed = applyListOperation(
      press,
      value,
      listOperation(new URLSearchParams({ op: "remove:pressItems.2" }))!,
    );
    expect((removed.value as typeof value).pressItems).toHaveLength(value.pressItems.length - 1);
    expect(removed.renamed("pressItems.2.excerpt")).toBeNull();
    expect(removed.renamed("pressItems.5.excerpt")).toBe("pressItems.4.excerpt");
    const added = applyListOperation(press, value, listOperation(new URLSearchParams({ op: "add:pressItems" }))!);
    expect((added.value as typeof value).pressItems).toHaveLength(value.pressItems.length + 1);
  });

  it("marks the Spanish of a text older when only its English changes, and not when both or only the Spanish do", () => {
    const home = documentById("home")!;
    const before = first.documents.home!;
    const value = structuredClone(before.value) as { homeCopy: { hero: Record<string, { en: string; es: string }> } };
    value.homeCopy.hero.title!.en = "Justice, now";
    value.homeCopy.hero.lead!.en = "New English";
    value.homeCopy.hero.lead!.es = "Nuevo español";
    const next = nextStoredDocument(home, before, value, new URLSearchParams(), 1000);
    expect(next.edited).toEqual({ "homeCopy.hero.title": { en: 1000 }, "homeCopy.hero.lead": { en: 1000, es: 1000 } });
    const stillRight = nextStoredDocument(
      home,
      next,
      value,
      new URLSearchParams({ "homeCopy.hero.title.es-still-right": "true" }),
      2000,
    );
    expect(stillRight.edited?.["homeCopy.hero.title"]).toEqual({ en: 1000, es: 2000 });
  });
});
