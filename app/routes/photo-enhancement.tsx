import { PageShell } from "~/components/page-shell";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Photo Enhancement",
    description: "Internal tool: enhance a headshot in the browser.",
    path: "/photo-enhancement",
    noindex: true,
  });

export default function PhotoEnhancement() {
  return <PageShell title="Photo Enhancement" />;
}
