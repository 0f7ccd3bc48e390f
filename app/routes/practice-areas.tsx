import type { Route } from "./+types/practice-areas";
import { PracticeAreasPage } from "~/components/pages/practice-areas-page";
import { practiceAreas } from "~/content/practice-areas";
import { practiceAreasIndexCopy as copy } from "~/content/practice-areas/copy";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

export const meta: Route.MetaFunction = () =>
  seo({ words: firmText, title: copy.metaTitle, description: copy.metaDescription, path: "/practice-areas" });

export default function PracticeAreas() {
  return <PracticeAreasPage copy={copy} areas={practiceAreas} />;
}
