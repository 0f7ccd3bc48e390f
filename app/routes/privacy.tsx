import { PageShell } from "~/components/page-shell";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Privacy Policy", description: "What personal information this website collects, why, who receives it and how long it is kept.", path: "/privacy" });

export default function Page() {
  return <PageShell title="Privacy Policy" />;
}
