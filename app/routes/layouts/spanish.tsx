import type { Route } from "./+types/spanish";
import { errorMeta, SiteError, SiteLayout } from "~/components/layout/site-layout";
import { spanishPanel as panel } from "~/features/message-widget/edition-panels";
import { siteText as text } from "~/content/es/site-text";

/** The Spanish edition's frame: every Spanish page renders inside it (see app/routes.ts). */
export const handle = { language: "es" };

export function meta({ error }: Route.MetaArgs) {
  return errorMeta(error, text);
}

export default function SpanishLayout() {
  return <SiteLayout text={text} widgetPanel={panel} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteLayout text={text} widgetPanel={panel}>
      <SiteError error={error} />
    </SiteLayout>
  );
}
