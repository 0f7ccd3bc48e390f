import type { Route } from "./+types/privacy";
import { PrivacyPage } from "~/components/pages/privacy-page";
import { privacyCopy } from "~/content/privacy";
import { seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

export const meta: Route.MetaFunction = () => seo({ words: firmText, ...privacyCopy.meta, path: "/privacy" });

export default function Privacy() {
  return <PrivacyPage copy={privacyCopy} />;
}
