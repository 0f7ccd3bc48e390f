import type { Route } from "./+types/privacy";
import { PrivacyPage } from "~/components/pages/privacy-page";
import { privacyCopy } from "~/content/privacy";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () => seo({ ...privacyCopy.meta, path: "/privacy" });

export default function Privacy() {
  return <PrivacyPage copy={privacyCopy} />;
}
