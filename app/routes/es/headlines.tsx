import type { Route } from "./+types/headlines";
import { HeadlinesPage } from "~/components/pages/headlines-page";
import { headlinesCopy } from "~/content/es/headlines";
import { pressItems } from "~/content/es/press";
import { pressNewestFirst } from "~/content/press";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/es/shared";

/** Read at build time, as on the English page: the items never enter another page's JavaScript. */
export function loader() {
  return { items: pressNewestFirst(pressItems) };
}

export const meta: Route.MetaFunction = () => seo({ words: firmText, ...headlinesCopy.meta, path: "/es/headlines" });

export default function Headlines({ loaderData }: Route.ComponentProps) {
  return <HeadlinesPage copy={headlinesCopy} items={loaderData.items} />;
}
