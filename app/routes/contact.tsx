import { PageShell } from "~/components/page-shell";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: "Contact", description: "Call or write to the office for a free, confidential case evaluation, usually within 24 hours.", path: "/contact" });

export default function Page() {
  return <PageShell title="Get Your Free Case Evaluation" />;
}
