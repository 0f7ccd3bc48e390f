import { data, Link } from "react-router";
import type { Route } from "./+types/practice-area";
import { PageShell } from "~/components/page-shell";
import { practiceAreaLinks } from "~/content/navigation";
import { seo } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const area = practiceAreaLinks.find((item) => item.slug === params.slug);
  if (!area) throw data(null, { status: 404 });
  return { area };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? seo({
        title: data.area.name,
        description: `${data.area.name}: how California and federal law protect you, and what to do now.`,
        path: `/practice-areas/${data.area.slug}`,
      })
    : [];

export default function PracticeArea({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title={loaderData.area.name}>
      <Link to="/practice-areas" className="mt-6 inline-block underline">
        Back to Practice Areas
      </Link>
    </PageShell>
  );
}
