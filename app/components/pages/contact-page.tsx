import { CallToAction } from "~/components/sections/call-to-action";
import { ContactInformation, WhyChoose } from "~/components/sections/contact-cards";
import { EmergencyNotice } from "~/components/sections/emergency-notice";
import { LanguageServiceNotice } from "~/components/sections/language-service-notice";
import { PageHero } from "~/components/sections/page-hero";
import { CallButton } from "~/components/ui/call-button";
import { useSiteText } from "~/lib/site-text";
import type { contactCopy } from "~/content/contact";
import type { Translation } from "~/content/translation";

export function ContactPage({ copy }: { copy: Translation<typeof contactCopy> }) {
  const { hero } = copy;
  const { header } = useSiteText();
  return (
    <>
      {/* The page's first action, as on every other page: the call. */}
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <CallButton label={header.callLabel} />
        <EmergencyNotice tone="light" className="mt-5" />
        <LanguageServiceNotice tone="light" className="mt-3" />
      </PageHero>
      <div className="section-y">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
          <ContactInformation info={copy.info} />
          <WhyChoose why={copy.why} />
        </div>
      </div>
      <CallToAction />
    </>
  );
}
