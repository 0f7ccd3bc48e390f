import { PageShell } from "~/components/page-shell";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "About", description: "The attorney's background: a Wyoming upbringing, ten years in the Marines, and a career defending civil rights in Northern California.", path: "/about" });

export default function Page() {
  return <PageShell title="About the Attorney" />;
}
