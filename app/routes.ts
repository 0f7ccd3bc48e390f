import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("consultation", "routes/consultation.tsx"),
  route("headlines", "routes/headlines.tsx"),
  route("practice-areas", "routes/practice-areas.tsx"),
  route("practice-areas/:slug", "routes/practice-area.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("photo-enhancement", "routes/photo-enhancement.tsx"),
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
