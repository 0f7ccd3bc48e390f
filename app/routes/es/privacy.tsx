import type { Route } from "./+types/privacy";
import { PrivacyPage } from "~/components/pages/privacy-page";
import { privacyCopy } from "~/content/es/privacy";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () => seo({ ...privacyCopy.meta, path: "/es/privacy" });

export default function Privacy() {
  return <PrivacyPage copy={privacyCopy} />;
}
