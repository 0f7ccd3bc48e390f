import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { LanguageServiceNotice } from "~/components/sections/language-service-notice";
import { OfficeHours } from "~/components/sections/office-hours";
import { mailtoHref, telHref } from "~/content/firm";
import type { NavigationItem } from "~/content/navigation";
import { formatIsoDate } from "~/lib/format-date";
import { localizedPath } from "~/lib/language";
import { useSiteText } from "~/lib/site-text";
import { LanguageSwitch } from "./language-switch";

/** A footer link is a full tap target (WCAG 2.2 target size), not just its line of text. */
const footerLinkClass = "inline-flex min-h-9 items-center hover:text-white hover:underline";

export function SiteFooter() {
  const { footer: footerCopy, navigation, language, firm } = useSiteText();
  const { address } = firm;
  const footerPracticeNavigation = navigation.footerPractice;
  return (
    <footer className="bg-ink-950 text-ink-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-serif text-lg font-semibold text-white">
            {footerCopy.aboutHeading}
          </h2>
          <p className="mt-4 text-sm leading-relaxed">{footerCopy.blurb}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-serif text-lg font-semibold text-white">
            {footerCopy.contactHeading}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={telHref(firm.phone.e164)} className="inline-flex min-h-9 items-center gap-2 hover:text-white">
                <PhoneIcon className="size-4 text-accent-400" />
                {firm.phone.display}
              </a>
              <OfficeHours tone="muted" className="mt-2 text-xs" />
              <LanguageServiceNotice tone="muted" className="mt-2 text-xs" />
            </li>
            <li>
              <a href={mailtoHref(firm.email)} className="inline-flex min-h-9 items-center gap-2 hover:text-white">
                <MailIcon className="size-4 text-accent-400" />
                {firm.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <address className="not-italic">
                {firm.name}
                <br />
                {address.street}, {address.suite}
                <br />
                {address.city}, {address.regionName} {address.postalCode}
              </address>
            </li>
          </ul>
        </section>
        <FooterLinks id="footer-practice" title={footerCopy.practiceHeading} items={footerPracticeNavigation} />
        <FooterLinks
          id="footer-guides"
          title={navigation.guidesTitle}
          items={[...navigation.guides, navigation.help.consultation, navigation.help.news]}
        />
      </div>
      <div className="border-t border-ink-800">
        {/* The page's end leaves room for the message launcher's band (phones) or button (lg up). */}
        <div className="mx-auto max-w-7xl space-y-2 px-4 pt-8 pb-26 text-xs leading-relaxed text-ink-300 sm:px-6 lg:px-8 lg:pb-24">
          <p>
            {footerCopy.attorneyAdvertising} {footerCopy.responsibleAttorney} ({footerCopy.stateBar.number}{" "}
            {firm.stateBar.number}, {footerCopy.stateBar.admitted} {formatIsoDate(firm.stateBar.admitted, language)}),{" "}
            {firm.address.street}, {firm.address.suite}, {firm.address.city}, {firm.address.regionName}.
          </p>
          <p>
            {footerCopy.notLegalAdvice} {footerCopy.noRelationship}
          </p>
          <p>{footerCopy.mobileInformation}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <span>{footerCopy.copyright}</span>
            <a
              href={localizedPath("/privacy", language)}
              className="inline-flex min-h-6 items-center underline hover:text-white"
            >
              {footerCopy.privacyLink}
            </a>
            <LanguageSwitch className="inline-flex min-h-6 items-center underline hover:text-white" />
          </p>
        </div>
      </div>
    </footer>
  );
}

/** One of the footer's titled lists of links. */
function FooterLinks({ id, title, items }: { id: string; title: string; items: readonly NavigationItem[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-serif text-lg font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 text-sm">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className={footerLinkClass}>
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
