import { publicConfig } from "~/config/public-config";

/** The public origin, fixed at build time (SITE_URL), without a trailing slash. */
export const siteUrl = publicConfig.SITE_URL.replace(/\/+$/, "");

/** An absolute URL for a site path, e.g. for canonical links and the sitemap. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
