import type { Route } from "./+types/english";
import { errorMeta, SiteError, SiteLayout } from "~/components/layout/site-layout";
import { widgetPanel } from "~/features/message-widget/message-widget";
import { siteText as text } from "~/content/site-text";

/** The English edition's frame: every English page renders inside it (see app/routes.ts). */
export const handle = { language: "en" };

const panel = widgetPanel(async () => {
  const [{ messageWidgetCopy }, { contactRequestMessages }] = await Promise.all([
    import("~/content/message-widget"),
    import("~/content/contact-request-messages"),
  ]);
  return { copy: messageWidgetCopy, messages: contactRequestMessages, language: "en", preferredLanguage: "English" };
});

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
