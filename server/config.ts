import { z } from "zod";

const booleanFlag = z
  .enum(["0", "1", "true", "false", ""])
  .default("0")
  .transform((value) => value === "1" || value === "true");

/** Every setting of the server, read once from the environment at start-up. */
export const ConfigSchema = z.object({
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  /** Origin of the backend that the browser calls, when it is not this server (CSP connect-src). */
  PUBLIC_BACKEND_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
  TRUST_PROXY: booleanFlag,
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

/** The site's own origin, e.g. "https://example.com". */
export function siteOrigin(config: Pick<Config, "SITE_URL">): string {
  return new URL(config.SITE_URL).origin;
}
