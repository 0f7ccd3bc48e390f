import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

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
  // The office inbox: rendered on request behind a sign-in, never prerendered (issue 13).
  ...prefix("office", [
    layout("routes/office/layout.tsx", [
      index("routes/office/inbox.tsx"),
      route("sign-in", "routes/office/sign-in.tsx"),
      route("link", "routes/office/link.tsx"),
      route("requests/:id", "routes/office/request.tsx"),
      route("audit", "routes/office/audit.tsx"),
      route("sign-out", "routes/office/sign-out.ts"),
    ]),
    route("export.csv", "routes/office/export.ts"),
  ]),
] satisfies RouteConfig;
