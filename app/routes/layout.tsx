import type { Route } from "./+types/layout";
import { errorMeta, SiteError, SiteLayout } from "~/components/layout/site-layout";
import { useWords, wordsFor } from "~/editions/words";

/** An edition's frame: every page of the edition renders inside it, in its words (see app/routes.ts). */
export function meta({ error, location }: Route.MetaArgs) {
  return errorMeta(error, wordsFor(location.pathname).site);
}

export default function EditionLayout() {
  return <SiteLayout text={useWords().site} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteLayout text={useWords().site}>
      <SiteError error={error} />
    </SiteLayout>
  );
}
