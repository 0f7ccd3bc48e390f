import type { Route } from "./+types/headlines";
import { HeadlinesPage } from "~/components/pages/headlines-page";
import { headlinesCopy } from "~/content/headlines";
import { pressNewestFirst } from "~/content/press";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

/** The 29 items are read here, on the server at build time: they never enter another page's JavaScript. */
export function loader() {
  return { items: pressNewestFirst() };
}

export const meta: Route.MetaFunction = () => seo({ words: firmText, ...headlinesCopy.meta, path: "/headlines" });

export default function Headlines({ loaderData }: Route.ComponentProps) {
  return <HeadlinesPage copy={headlinesCopy} items={loaderData.items} />;
}
