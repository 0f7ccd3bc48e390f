import type { Route } from "./+types/contact";
import { ContactPage } from "~/components/pages/contact-page";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { legalServiceJsonLd, seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { contact, site } = wordsFor(location.pathname);
  return seo({
    words: site.firmText,
    ...contact.meta,
    path: localizedPath("/contact", site.language),
    structuredData: [legalServiceJsonLd({ words: site.firmText, language: site.language })],
  });
};

export default function Contact() {
  return <ContactPage copy={useWords().contact} />;
}
