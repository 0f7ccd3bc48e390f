import type { PublicConfig } from "./public-config.server";

/**
 * The public settings as the pages see them: checked at build time by vite.config.ts (see
 * ./public-config.server.ts) and written into the bundle, so no module reads the
 * environment itself and a bad value stops the build instead of breaking the site.
 */
export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;
