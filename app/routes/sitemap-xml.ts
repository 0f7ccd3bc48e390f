import { publicPaths } from "~/content/navigation";
import { absoluteUrl } from "~/lib/site-url";

/** /sitemap.xml: every public page (not the internal photo tool, not the 404), prerendered to a file. */
export function loader() {
  const urls = publicPaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
