import { describe, expect, it } from "vitest";
import { createNotFoundPage, NOT_FOUND_PROBE_PATH, SPANISH_NOT_FOUND_PROBE_PATH } from "./not-found-page";
import { inlineScriptHashes } from "./security-headers";

/** A renderer with a reflection bug: it writes the requested path into an inline script. */
function reflectingRenderer() {
  const rendered: string[] = [];
  const render = async (request: Request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    rendered.push(path);
    return new Response(`<!doctype html><h1>Not found</h1><script>window.path=${JSON.stringify(path)}</script>`, {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  return { render, rendered };
}

describe("createNotFoundPage", () => {
  it("renders once, for a fixed path no visitor chose, and serves that page from then on", async () => {
    const { render, rendered } = reflectingRenderer();
    const page = createNotFoundPage(render, "https://law.example");
    const [first, second] = await Promise.all([page.get(), page.get()]);
    expect(await page.get()).toBe(first);
    expect(second).toBe(first);
    expect(rendered).toEqual([NOT_FOUND_PROBE_PATH]);
    expect(first.scriptHashes).toEqual(inlineScriptHashes(first.body.toString()));
    expect(first.gzip).toBeDefined();
    expect(first.br).toBeDefined();
    expect(first.cacheControl).toBe("no-store");
  });

  it("tries again after a failed render instead of keeping the failure", async () => {
    let calls = 0;
    const page = createNotFoundPage(async () => {
      calls++;
      return calls === 1
        ? new Response("boom", { status: 500 })
        : new Response("<p>Not found</p>", { status: 404, headers: { "Content-Type": "text/html" } });
    }, "https://law.example");
    await expect(page.get()).rejects.toThrow(/rendered as 500/);
    expect((await page.get()).body.toString()).toBe("<p>Not found</p>");
  });

  it("renders the Spanish edition's page from its own fixed path", async () => {
    const { render, rendered } = reflectingRenderer();
    const page = createNotFoundPage(render, "https://law.example", SPANISH_NOT_FOUND_PROBE_PATH);
    await page.get();
    expect(rendered).toEqual(["/es/__not-found"]);
  });
});
