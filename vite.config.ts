import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandEntries } from "./scripts/island-entries.ts";
import { buildEnvironment, parsePublicConfig } from "./app/config/public-config.server.ts";

// Chunks (ADRs 003, 102). Every page is HTML with islands: the header and the message widget's
// launcher everywhere, the form or the photo tool on their pages. So:
// - "react": React and React DOM, for every page;
// - "router": React Router, which no page loads (its route modules are built for the client but
//   only `npm run dev` hydrates with them); kept apart so that nothing else drags it in;
// - "site-frame": the frame islands' code (app/islands/ and the components they render);
// - "site-frame-en", "site-frame-es": each edition's words for them; one edition's words never share a
//   chunk with the other's (issue 17).
// A group also takes what its modules import. The rest (the form, the widget's panel, the photo
// tool, the route modules) is split by Rolldown where it is used.
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/;
const ROUTER = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;
const ISLAND_CODE =
  /[\\/]app[\\/](islands[\\/]hydrate-islands|components[\\/]layout[\\/](site-header|practice-areas-menu|language-switch|nav-anchor|nav-link-class)|components[\\/]icons?|components[\\/]ui[\\/](button|spinner)|features[\\/]message-widget[\\/](message-widget|panel-frame|storage-keys|widget-icons|edition-panels)|features[\\/]notifications[\\/]lazy-toaster|lib[\\/](current-path|site-text|language|toaster-outlet|practice-area-path)|content[\\/](firm|translation))\.tsx?$/;
const ISLAND_WORDS =
  /[\\/]app[\\/]content[\\/](es[\\/])?(site-text|layout|shared|navigation|message-widget-launcher)\.ts$/;
const SPANISH = /[\\/]app[\\/]content[\\/]es[\\/]/;

// Checked before anything is built: a bad value stops the build with the variable's name.
const publicConfig = parsePublicConfig(buildEnvironment(fileURLToPath(new URL(".", import.meta.url))));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandEntries()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The only settings that reach the pages, checked; ~/config/public-config reads them.
  define: { __PUBLIC_CONFIG__: JSON.stringify(publicConfig) },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: REACT, priority: 30 },
            { name: "router", test: ROUTER, priority: 29 },
            { name: "site-frame", test: ISLAND_CODE, priority: 20 },
            { name: "site-frame-en", test: (id) => ISLAND_WORDS.test(id) && !SPANISH.test(id), priority: 19 },
            { name: "site-frame-es", test: (id) => ISLAND_WORDS.test(id) && SPANISH.test(id), priority: 18 },
          ],
        },
      },
    },
  },
});
