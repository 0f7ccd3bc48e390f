/// <reference types="vite/client" />
import type { PublicConfig } from "./config/public-config.server";

declare global {
  /** The checked public settings, inlined by vite.config.ts and vitest.config.ts; read them through ~/config/public-config. */
  const __PUBLIC_CONFIG__: PublicConfig;
}
