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
// A page component (components/pages/) is one page in both editions: it brings its features
// (the form, the photo tool) and must not pull them into every page's shared chunk.
const isSharedSiteCode = (id: string) =>
  /[\\/]app[\\/](components|content|lib)[\\/]/.test(id) &&
  !/contact-request-messages/.test(id) &&
  !/[\\/]components[\\/]pages[\\/]/.test(id);
// Words of one edition never share a chunk with the other's (issue 17). A group also takes
// what its modules import, so the language-neutral code (components, helpers, the firm's facts)
// is claimed first, then each edition's content gets a chunk of its own.
const SPANISH_CONTENT = /[\\/]app[\\/]content[\\/]es[\\/]/;
// Content with no words of either language (names, numbers, citations) rides with the code both editions share.
const NEUTRAL = /[\\/]app[\\/](components|lib)[\\/]|[\\/]app[\\/]content[\\/](firm|translation|opinions)\.ts$/;
const isSharedNeutral = (id: string) => isSharedSiteCode(id) && NEUTRAL.test(id);
const isSharedSpanish = (id: string) => isSharedSiteCode(id) && SPANISH_CONTENT.test(id);
const isSharedEnglish = (id: string) => isSharedSiteCode(id) && !SPANISH_CONTENT.test(id);

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
            { name: "shared", test: isSharedNeutral, minShareCount: 2, priority: 12 },
            { name: "shared-en", test: isSharedEnglish, minShareCount: 2, priority: 11 },
            { name: "shared-es", test: isSharedSpanish, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
