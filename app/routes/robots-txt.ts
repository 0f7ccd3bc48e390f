import { absoluteUrl } from "~/lib/site-url";

/**
 * /robots.txt: everything may be crawled. The photo tool is not disallowed on purpose: it
 * carries a noindex meta tag, which a crawler can only read if it may fetch the page.
 */
export function loader() {
  const body = `User-agent: *
Allow: /

Sitemap: ${absoluteUrl("/sitemap.xml")}
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
