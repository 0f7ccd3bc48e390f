import { PageShell } from "~/components/page-shell";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    description:
      "Civil rights and police misconduct attorney serving all of Northern California. Free, confidential case evaluations.",
    path: "/",
  });

export default function Home() {
  return <PageShell title="Let Justice Be Done" />;
}
