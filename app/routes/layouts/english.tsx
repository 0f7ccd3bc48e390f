import type { Route } from "./+types/english";
import { errorMeta, SiteError, SiteLayout } from "~/components/layout/site-layout";
import { englishPanel as panel } from "~/features/message-widget/edition-panels";
import { siteText as text } from "~/content/site-text";

/** The English edition's frame: every English page renders inside it (see app/routes.ts). */
export const handle = { language: "en" };

export function meta({ error }: Route.MetaArgs) {
  return errorMeta(error, text);
}

export default function EnglishLayout() {
  return <SiteLayout text={text} widgetPanel={panel} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteLayout text={text} widgetPanel={panel}>
      <SiteError error={error} />
    </SiteLayout>
  );
}
