// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resultKinds } from "~/content/achievements";
import { resultKinds as spanishResultKinds } from "~/content/es/achievements";
import { documentById, rootField } from "~/content/model/documents";
import { checkDocument } from "~/content/model/snapshot";
import { firstVersion } from "~/content/model/first-version.server";
import { valueFromForm } from "./editor-form";
import { FieldInput, type EditorState } from "./field-editor";

afterEach(cleanup);

const results = documentById("achievements")!;
const shipped = firstVersion().documents.achievements!.value;

function renderResults(errors: Record<string, string> = {}) {
  const state: EditorState = { errors, theirs: {}, stale: new Set(), samples: new Map(), images: {} };
  return render(
    <form aria-label="Results">
      <FieldInput field={rootField(results)} path={[]} value={shipped} state={state} top />
    </form>,
  );
}

describe("the results editor's kind", () => {
  it("is a select of every kind, each named in the words of both editions' pages, with its help", () => {
    renderResults();
    const first = screen.getAllByRole("listitem")[0]!;
    const kind = within(first).getByRole("combobox", { name: "Kind" });
    const options = within(kind).getAllByRole("option");
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(Object.keys(resultKinds));
    for (const option of options) {
      const key = (option as HTMLOptionElement).value as keyof typeof resultKinds;
      expect(option.textContent).toContain(resultKinds[key]);
      expect(option.textContent).toContain(spanishResultKinds[key]);
    }
    expect((kind as HTMLSelectElement).value).toBe("settlement");
    expect(kind).toHaveAccessibleDescription(/Settlement, 2024.*Acuerdo económico, 2024/);
  });

  it("posts the kind chosen, which the same schema as the server's accepts, and refuses one it does not offer", () => {
    const { container } = renderResults();
    const kind = within(screen.getAllByRole("listitem")[1]!).getByRole("combobox", { name: "Kind" });
    (kind as HTMLSelectElement).value = "verdict";
    const form = new URLSearchParams(
      [...new FormData(container.querySelector("form")!).entries()].map(([name, value]) => [name, String(value)]),
    );
    const value = valueFromForm(rootField(results), form) as { achievements: { kind: string }[] };
    const expected = (shipped as typeof value).achievements.map((item, index) => (index === 1 ? "verdict" : item.kind));
    expect(value.achievements.map((item) => item.kind)).toEqual(expected);
    expect(checkDocument(results, value).ok).toBe(true);
    form.set("achievements.1.kind", "award");
    const refused = checkDocument(results, valueFromForm(rootField(results), form));
    expect(refused.ok ? [] : refused.errors.map((error) => `${error.path}: ${error.message}`)).toEqual([
      "achievements.1.kind: Choose one of the options.",
    ]);
  });

  it("says a refusal beside the select", () => {
    renderResults({ "achievements.0.kind": "Choose one of the options." });
    const kind = within(screen.getAllByRole("listitem")[0]!).getByRole("combobox", { name: "Kind" });
    expect(kind).toHaveAttribute("aria-invalid", "true");
    expect(kind).toHaveAccessibleDescription(/Choose one of the options\./);
  });
});
