import type { Route } from "./+types/contact";
import { ContactPage } from "~/components/pages/contact-page";
import { contactCopy } from "~/content/contact";
import { legalServiceJsonLd, seo } from "~/lib/seo";
import { firmText } from "~/content/shared";

export const meta: Route.MetaFunction = () =>
  seo({
    words: firmText,
    ...contactCopy.meta,
    path: "/contact",
    structuredData: [legalServiceJsonLd({ words: firmText })],
  });

export default function Contact() {
  return <ContactPage copy={contactCopy} />;
}
