import { publicPaths } from "~/content/navigation";
import { LANGUAGES, localizedPath } from "~/lib/language";
import { absoluteUrl } from "~/lib/site-url";

/** Each page's editions as <xhtml:link> alternates: the same list under both of its URLs, as search engines ask. */
function alternates(path: string): string {
  const links = LANGUAGES.map(
    (language) =>
      `    <xhtml:link rel="alternate" hreflang="${language}" href="${absoluteUrl(localizedPath(path, language))}"/>`,
  );
  links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(path)}"/>`);
  return links.join("\n");
}

/**
 * /sitemap.xml: every public page in both editions (not the internal photo tool, not the 404),
 * prerendered to a file.
 */
export function loader() {
  const urls = publicPaths
    .flatMap((path) =>
      LANGUAGES.map(
        (language) => `  <url>
    <loc>${absoluteUrl(localizedPath(path, language))}</loc>
${alternates(path)}
  </url>`,
      ),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
