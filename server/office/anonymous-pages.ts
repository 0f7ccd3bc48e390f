import { carriesToken, LINK_COOKIE, LINK_PATH, SESSION_COOKIE } from "./sign-in";

/**
 * The office pages anyone may open without a session: the sign-in page (with its notices),
 * the confirmation of an opened link, and the refusal of a link that cannot be used. Their
 * words are the same for everyone, so each is rendered once and answered from memory: a
 * flood of them costs no render and, without a cookie of ours, no database read.
 */
export type AnonymousPage =
  "sign-in" | "sign-in?sent" | "sign-in?signed-out" | "sign-in?sent&signed-out" | "link" | "link-refused";

/** What React Router renders for each: the path, and whether the link it is asked about can be used. */
export const ANONYMOUS_PAGES: Record<AnonymousPage, { path: string; linkUsable: boolean }> = {
  "sign-in": { path: "/office/sign-in", linkUsable: false },
  "sign-in?sent": { path: "/office/sign-in?sent", linkUsable: false },
  "sign-in?signed-out": { path: "/office/sign-in?signed-out", linkUsable: false },
  "sign-in?sent&signed-out": { path: "/office/sign-in?sent&signed-out", linkUsable: false },
  link: { path: LINK_PATH, linkUsable: true },
  "link-refused": { path: LINK_PATH, linkUsable: false },
};

/**
 * The page from memory that answers a GET or HEAD, or null when the request needs its own
 * render: a session cookie (the sign-in page sends a signed-in office to the inbox), or a
 * link's token still in the URL (its loader moves it into a cookie).
 */
export async function anonymousPageFor(
  request: Request,
  linkUsable: (request: Request) => Promise<boolean>,
): Promise<AnonymousPage | null> {
  const url = new URL(request.url);
  if (url.pathname === "/office/sign-in") {
    if (carriesToken(request, SESSION_COOKIE)) return null;
    const notices = [url.searchParams.has("sent") && "sent", url.searchParams.has("signed-out") && "signed-out"];
    const search = notices.filter(Boolean).join("&");
    return (search ? `sign-in?${search}` : "sign-in") as AnonymousPage;
  }
  if (url.pathname === LINK_PATH && !url.searchParams.has("token")) {
    return carriesToken(request, LINK_COOKIE) && (await linkUsable(request)) ? "link" : "link-refused";
  }
  return null;
}

type Rendered = { status: number; headers: [string, string][]; body: Uint8Array };

/** Renders each anonymous page on first need, then answers it from memory. */
export function createAnonymousPages(render: (page: AnonymousPage) => Promise<Response>) {
  const rendered = new Map<AnonymousPage, Promise<Rendered>>();

  async function renderOnce(page: AnonymousPage): Promise<Rendered> {
    const response = await render(page);
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== "set-cookie"),
      body: new Uint8Array(await response.arrayBuffer()),
    };
  }

  return {
    async answer(page: AnonymousPage, method: string): Promise<Response> {
      let once = rendered.get(page);
      if (!once) {
        once = renderOnce(page);
        rendered.set(page, once);
        // A failed render is tried again by the next request, not kept.
        once.catch(() => rendered.delete(page));
      }
      const { status, headers, body } = await once;
      return new Response(method === "HEAD" ? null : body.slice(), { status, headers });
    },
  };
}
