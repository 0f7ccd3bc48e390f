import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** A chart as the server sends it (static markup, nothing to hydrate), parsed for reading. */
export function drawStatic(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  return { html, document };
}

/** A table's text, row by row: the header row first, a missing value as its screen-reader words. */
export function tableText(table: Element | null): string[][] {
  if (!table) throw new Error("No table");
  return [...table.querySelectorAll("tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => {
      const hidden = cell.querySelector(".chart-sr");
      return (hidden ? hidden.textContent : cell.textContent)?.trim() ?? "";
    }),
  );
}

/** Every fill that refers to a pattern must find it in the same markup. */
export function missingPatterns(document: Document): string[] {
  const fills = [...document.querySelectorAll("[fill^='url(#']")].map((element) =>
    (element.getAttribute("fill") ?? "").slice(5, -1),
  );
  return fills.filter((id) => !document.getElementById(id));
}
