import type { Route } from "./+types/contact";
import { ContactPage } from "~/components/pages/contact-page";
import { contactCopy } from "~/content/es/contact";
import { firmText } from "~/content/es/shared";
import { legalServiceJsonLd, seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  seo({
    words: firmText,
    ...contactCopy.meta,
    path: "/es/contact",
    structuredData: [legalServiceJsonLd({ words: firmText, language: "es" })],
  });

export default function Contact() {
  return <ContactPage copy={contactCopy} />;
}
