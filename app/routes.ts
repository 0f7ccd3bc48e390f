import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
// Relative: React Router reads this file before the "~" alias exists.
import { EDITIONS, type Language } from "./editions/editions";
import { OFFICE_PAGES, OFFICE_RESOURCES } from "./office/paths";

/** The public pages: a path, and the module in routes/ that renders it in every edition. */
const PAGES: { path?: string; module: string }[] = [
  { module: "home" },
  { path: "about", module: "about" },
  { path: "contact", module: "contact" },
  { path: "consultation", module: "consultation" },
  { path: "headlines", module: "headlines" },
  // The guides: what a frightened visitor needs in the first minute.
  { path: "what-to-do-now", module: "what-to-do-now" },
  { path: "deadlines", module: "deadlines" },
  { path: "know-your-rights", module: "know-your-rights" },
  { path: "questions", module: "questions" },
  { path: "practice-areas", module: "practice-areas" },
  { path: "practice-areas/:slug", module: "practice-area" },
  { path: "privacy", module: "privacy" },
  { path: "photo-enhancement", module: "photo-enhancement" },
  // Where a visitor answers the office through the link in its reply: rendered on request, never prerendered.
  { path: "answer", module: "answer" },
  { path: "send-files", module: "send-files" },
  // Where a visitor picks a time for the consultation, through a booking link: on request too.
  { path: "book", module: "book" },
  // Any other path: a 404 in the edition's words.
  { path: "*", module: "not-found" },
];

/** One edition's pages, under its prefix; the ids keep the editions' routes apart. */
function edition(language: Language, pathPrefix: string): RouteConfigEntry {
  const pages = PAGES.map(({ path, module }) => {
    const file = `routes/${module}.tsx`;
    const id = `${language}/${module}`;
    return path === undefined ? index(file, { id }) : route(path, file, { id });
  });
  // The layout brings the edition's header, footer and widget (routes/layout.tsx).
  return layout("routes/layout.tsx", { id: `${language}/layout` }, pathPrefix ? prefix(pathPrefix, pages) : pages);
}

/**
 * Every edition has the same pages: English at the root, Spanish under /es (editions/editions.ts).
 * A page's module takes the words of the edition it renders from ~/editions/words.
 */
export default [
  ...EDITIONS.map(({ language, prefix: pathPrefix }) => edition(language, pathPrefix.replace(/^\//, ""))),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The office inbox: rendered on request behind a sign-in, never prerendered.
  ...prefix("office", [
    layout(
      "routes/office/layout.tsx",
      Object.entries(OFFICE_PAGES).map(([path, file]) =>
        path === "" ? index(`routes/office/${file}`) : route(path, `routes/office/${file}`),
      ),
    ),
    ...Object.entries(OFFICE_RESOURCES).map(([path, file]) => route(path, `routes/office/${file}`)),
  ]),
] satisfies RouteConfig;
