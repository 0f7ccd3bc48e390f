import type { Route } from "./+types/contact";
import { CallToAction } from "~/components/sections/call-to-action";
import { ContactInformation, WhyChoose } from "~/components/sections/contact-cards";
import { EmergencyNotice } from "~/components/sections/emergency-notice";
import { PageHero } from "~/components/sections/page-hero";
import { contactCopy } from "~/content/contact";
import { legalServiceJsonLd, seo } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  seo({ ...contactCopy.meta, path: "/contact", structuredData: [legalServiceJsonLd()] });

export default function Contact() {
  const { hero } = contactCopy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <EmergencyNotice tone="light" />
      </PageHero>
      <div className="section-y">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          <ContactInformation />
          <WhyChoose />
        </div>
      </div>
      <CallToAction />
    </>
  );
}
