import { PageShell } from "~/components/page-shell";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Practice Areas", description: "Police misconduct, excessive force, false arrest, wrongful death and the other civil rights cases the firm handles.", path: "/practice-areas" });

export default function Page() {
  return <PageShell title="Practice Areas" />;
}
