import type { Route } from "./+types/practice-areas";
import { PracticeAreasPage } from "~/components/pages/practice-areas-page";
import { practiceAreas } from "~/content/es/practice-areas";
import { practiceAreasIndexCopy as copy } from "~/content/es/practice-areas/copy";
import { practiceAreaHref, type PracticeAreaSlug } from "~/content/es/navigation";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/es/shared";

export const meta: Route.MetaFunction = () =>
  seo({ words: firmText, title: copy.metaTitle, description: copy.metaDescription, path: "/es/practice-areas" });

/** Each card leads to its Spanish page, whatever href the translation carries. */
const areas = practiceAreas.map((area) => ({
  ...area,
  href: practiceAreaHref(area.slug as PracticeAreaSlug),
}));

export default function PracticeAreas() {
  return <PracticeAreasPage copy={copy} areas={areas} />;
}
