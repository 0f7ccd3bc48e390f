import type { Route } from "./+types/contact";
import { ContactPage } from "~/components/pages/contact-page";
import { contactCopy } from "~/content/contact";
import { legalServiceJsonLd, seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  seo({ ...contactCopy.meta, path: "/contact", structuredData: [legalServiceJsonLd()] });

export default function Contact() {
  return <ContactPage copy={contactCopy} />;
}
