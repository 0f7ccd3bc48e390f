import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildEnvironment, parsePublicConfig } from "./app/config/public-config.server.ts";

// Fewer, larger chunks (ADR 003): on a slow connection every script a page preloads costs a
// round trip, and two dozen 1 KB chunks cost more than their bytes. React and React Router go
// in one "framework" chunk, and the site-wide components, content and helpers that several
// routes share in one "shared" chunk; feature code (the form, the widget's panel, the photo
// tool) still loads only where it is used.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper/;
const isFramework = (id: string) => FRAMEWORK.test(id);
// The contact messages go with the contract to the form and the widget's panel, not to every page.
const isSharedSiteCode = (id: string) =>
  /[\\/]app[\\/](components|content|lib)[\\/]/.test(id) && !/contact-request-messages/.test(id);

// Checked before anything is built: a bad value stops the build with the variable's name.
const publicConfig = parsePublicConfig(buildEnvironment(fileURLToPath(new URL(".", import.meta.url))));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The only settings that reach the pages, checked; ~/config/public-config reads them.
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfig) },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: isFramework, priority: 20 },
            { name: "shared", test: isSharedSiteCode, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
