import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { OFFICE_PAGES, OFFICE_RESOURCES } from "./office/paths";

/**
 * Two editions with the same paths: English at the root, Spanish under /es. Each has its own
 * layout route (routes/layouts/), which brings that language's header, footer and widget, and
 * thin page modules that hand that language's words to the shared page components.
 */
export default [
  layout("routes/layouts/english.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("consultation", "routes/consultation.tsx"),
    route("headlines", "routes/headlines.tsx"),
    route("practice-areas", "routes/practice-areas.tsx"),
    route("practice-areas/:slug", "routes/practice-area.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("photo-enhancement", "routes/photo-enhancement.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/spanish.tsx", [
    ...prefix("es", [
      index("routes/es/home.tsx"),
      route("about", "routes/es/about.tsx"),
      route("contact", "routes/es/contact.tsx"),
      route("consultation", "routes/es/consultation.tsx"),
      route("headlines", "routes/es/headlines.tsx"),
      route("practice-areas", "routes/es/practice-areas.tsx"),
      route("practice-areas/:slug", "routes/es/practice-area.tsx"),
      route("privacy", "routes/es/privacy.tsx"),
      route("photo-enhancement", "routes/es/photo-enhancement.tsx"),
      route("*", "routes/not-found.tsx", { id: "routes/es/not-found" }),
    ]),
  ]),
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
