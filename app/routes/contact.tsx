import type { Route } from "./+types/contact";
import { ContactPage } from "~/components/pages/contact-page";
import { useWords, wordsFor } from "~/editions/words";
import { localizedPath } from "~/lib/language";
import { legalServiceJsonLd, seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => {
  const { site, language, read } = wordsFor(location.pathname);
  return seo({
    site,
    ...read("contact").contactCopy.meta,
    path: localizedPath("/contact", language),
    structuredData: [legalServiceJsonLd({ site, language })],
  });
};

export default function Contact() {
  return <ContactPage copy={useWords().read("contact").contactCopy} />;
}
