import { describe, expect, it, vi } from "vitest";
import { anonymousPageFor, createAnonymousPages } from "./anonymous-pages";

const TOKEN = "A".repeat(43);
const get = (path: string, cookie?: string) =>
  new Request(`https://law.example${path}`, { headers: cookie ? { Cookie: cookie } : {} });

describe("anonymousPageFor", () => {
  it("answers the sign-in page from memory unless a session cookie might sign the office in", async () => {
    const never = vi.fn(async () => true);
    expect(await anonymousPageFor(get("/office/sign-in"), never)).toBe("sign-in");
    expect(await anonymousPageFor(get("/office/sign-in?sent&x=<script>"), never)).toBe("sign-in?sent");
    expect(await anonymousPageFor(get("/office/sign-in?signed-out&sent"), never)).toBe("sign-in?sent&signed-out");
    expect(await anonymousPageFor(get("/office/sign-in", "office_session=forged"), never)).toBe("sign-in");
    expect(await anonymousPageFor(get("/office/sign-in", `office_session=${TOKEN}`), never)).toBeNull();
    expect(await anonymousPageFor(get("/office"), never)).toBeNull();
    expect(never).not.toHaveBeenCalled();
  });

  it("asks the database about a link only when a cookie holds something shaped like one", async () => {
    const usable = vi.fn(async () => true);
    expect(await anonymousPageFor(get("/office/link"), usable)).toBe("link-refused");
    expect(await anonymousPageFor(get("/office/link", "office_link=short"), usable)).toBe("link-refused");
    expect(usable).not.toHaveBeenCalled();
    expect(await anonymousPageFor(get("/office/link", `office_link=${TOKEN}`), usable)).toBe("link");
    expect(await anonymousPageFor(get("/office/link", `office_link=${TOKEN}`), async () => false)).toBe("link-refused");
    // A token still in the URL goes to the page's loader, which moves it into the cookie.
    expect(await anonymousPageFor(get(`/office/link?token=${TOKEN}`), usable)).toBeNull();
  });
});

describe("createAnonymousPages", () => {
  it("renders each page once and answers it from memory, HEAD without a body", async () => {
    const render = vi.fn(
      async () => new Response("<h1>Sign in</h1>", { status: 200, headers: { "Content-Type": "text/html" } }),
    );
    const pages = createAnonymousPages(render);
    for (let i = 0; i < 5; i++) expect(await (await pages.answer("sign-in", "GET")).text()).toBe("<h1>Sign in</h1>");
    const head = await pages.answer("sign-in", "HEAD");
    expect([head.status, head.headers.get("content-type"), await head.text()]).toEqual([200, "text/html", ""]);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
