import { index, route, type RouteConfig } from "@react-router/dev/routes";

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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
