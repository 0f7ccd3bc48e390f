import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./islands/vite-plugin.ts";
import { buildEnvironment, parsePublicConfig } from "./app/config/public-config.server.ts";

// Checked before anything is built: a bad value stops the build with the variable's name.
const publicConfig = parsePublicConfig(buildEnvironment(fileURLToPath(new URL(".", import.meta.url))));

export default defineConfig({
  // The islands' entries and the chunks every page shares are the islands plugin's (islands/).
  plugins: [tailwindcss(), reactRouter(), islands()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The only settings that reach the pages, checked; ~/config/public-config reads them.
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfig) },
});
