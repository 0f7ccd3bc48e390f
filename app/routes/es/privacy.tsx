import type { Route } from "./+types/privacy";
import { PrivacyPage } from "~/components/pages/privacy-page";
import { privacyCopy } from "~/content/es/privacy";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/es/shared";

export const meta: Route.MetaFunction = () => seo({ words: firmText, ...privacyCopy.meta, path: "/es/privacy" });

export default function Privacy() {
  return <PrivacyPage copy={privacyCopy} />;
}
