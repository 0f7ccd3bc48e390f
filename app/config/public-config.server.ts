import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { z } from "zod";

/**
 * The public settings: fixed into the pages at build time (vite.config.ts checks them and
 * hands the result to ./public-config.ts) and read again by the server at start-up
 * (server/config.ts composes this shape into its own). One schema, so a build and a
 * server given the same environment agree, or one of them stops and says which variable
 * is wrong. Runs in Node only: the browser gets the checked values, not this schema.
 */

/**
 * Stands in for the real key on a developer's machine and in tests. A deployment sets
 * PUBLIC_ANON_KEY, with the same value for the build and the server.
 */
export const LOCAL_DEVELOPMENT_ANON_KEY = "public-anon-key-for-local-development";

const httpUrl = z.url({ protocol: /^https?$/ });

export const PublicConfigShape = {
  /** Public origin of the site: canonical URLs, sitemap, CORS, HSTS. */
  SITE_URL: httpUrl.default("http://localhost:3000"),
  /** Origin of the backend that the browser calls, when it is not this server (CSP connect-src). */
  PUBLIC_BACKEND_URL: z.union([z.literal(""), httpUrl]).default(""),
  /**
   * The public anonymous key ({key}, spec section 6) the browser sends as a bearer token.
   * Public by design: it identifies the site, it is no secret. Blank takes the development one.
   */
  PUBLIC_ANON_KEY: z
    .string()
    .default("")
    .transform((value) => value.trim() || LOCAL_DEVELOPMENT_ANON_KEY),
};

export const PublicConfigSchema = z.object(PublicConfigShape);

export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** "Invalid configuration:" and one line per problem, each starting with the variable's name. */
export function describeConfigIssues(error: z.ZodError): string {
  const problems = error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
  return `Invalid configuration:\n${problems}`;
}

/**
 * SITE_URL when it is not set: the local address of the port the server listens on
 * (`PORT=4000 npm start` serves and is http://localhost:4000), http://localhost:3000 with PORT
 * unset or 0 (a port the system picks). Set, it is always what it says.
 */
export function withLocalSiteUrl<E extends Record<string, string | undefined>>(env: E): E & { SITE_URL?: string } {
  if (env.SITE_URL !== undefined) return env;
  const port = Number(env.PORT);
  return Number.isInteger(port) && port > 0 && port <= 65535 ? { ...env, SITE_URL: `http://localhost:${port}` } : env;
}

/** The public settings from `env`; throws with a message naming every wrong variable. */
export function parsePublicConfig(env: Record<string, string | undefined>): PublicConfig {
  const result = PublicConfigSchema.safeParse(withLocalSiteUrl(env));
  if (!result.success) throw new Error(describeConfigIssues(result.error));
  return result.data;
}

/**
 * The environment a build sees: `.env` in `dir`, if there is one, under the process's own
 * variables, which win, as on the server (server/config.ts, loadDotEnv).
 */
export function buildEnvironment(
  dir: string = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  const path = resolve(dir, ".env");
  const fromFile = existsSync(path) ? parseEnv(readFileSync(path, "utf8")) : {};
  return { ...fromFile, ...env };
}
