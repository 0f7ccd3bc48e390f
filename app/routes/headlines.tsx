import { PageShell } from "~/components/page-shell";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "In the News", description: "Press coverage of the firm's civil rights and police misconduct cases.", path: "/headlines" });

export default function Page() {
  return <PageShell title="In the News" />;
}
