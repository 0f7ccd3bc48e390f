import {
  ArrowRightIcon,
  AwardIcon,
  CalendarIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ScaleIcon,
} from "~/components/icons";
import { ResultsDisclaimer } from "~/components/ui/disclaimer";
import type { contactCopy } from "~/content/contact";
import type { Translation } from "~/content/translation";
import { useSiteText } from "~/lib/site-text";
import { mailtoHref, telHref } from "~/content/firm";
import { InfoCard } from "./info-card";
import { OfficeHours } from "./office-hours";

const linkClass =
  "font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700";

/** "Contact Information": phone, the two staff emails, the (new) office and availability. */
export function ContactInformation({ info }: { info: Translation<typeof contactCopy.info> }) {
  const { consultationAction, firm } = useSiteText();
  const { address } = firm;
  return (
    <section aria-labelledby="contact-information">
      <h2 id="contact-information" className="font-serif text-heading font-semibold text-ink-900">
        {info.title}
      </h2>
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <InfoCard icon={PhoneIcon} title={info.phone.title}>
          <a href={telHref(firm.phone.e164)} className={`text-lg ${linkClass}`}>
            {firm.phone.display}
          </a>
          <p className="mt-2 text-[0.95rem]">{info.phone.body}</p>
          <OfficeHours className="mt-3" />
        </InfoCard>
        <InfoCard icon={MailIcon} title={info.email.title}>
          <ul className="space-y-2">
            {firm.staffEmails.map((email) => (
              <li key={email}>
                <a href={mailtoHref(email)} className={`break-all ${linkClass}`}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard icon={MapPinIcon} title={info.office.title}>
          <p className="font-semibold tracking-wide text-accent-700">{info.office.notice}</p>
          <p className="mt-2 text-[0.95rem]">{info.office.body}</p>
          <address className="mt-1 not-italic text-ink-900">
            {address.street}, {address.suite}
            <br />
            {address.city}, {address.regionName} {address.postalCode}
          </address>
        </InfoCard>
        <InfoCard icon={ClockIcon} title={info.availability.title}>
          <p>{info.availability.body}</p>
        </InfoCard>
      </div>
      <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-700">
        {info.formPrompt}
        <a href={consultationAction.href} className={`inline-flex items-center gap-1 ${linkClass}`}>
          {info.formLink}
          <ArrowRightIcon className="size-4" />
        </a>
      </p>
    </section>
  );
}

const WHY_ICONS = { award: AwardIcon, scale: ScaleIcon, calendar: CalendarIcon } as const;

/** The "Why choose" column of the contact page. */
export function WhyChoose({ why }: { why: Translation<typeof contactCopy.why> }) {
  return (
    <section aria-labelledby="why-choose" className="rounded-card bg-paper p-4 ring-1 ring-ink-100 sm:p-8">
      <h2 id="why-choose" className="font-serif text-2xl font-semibold text-ink-900 sm:text-3xl">
        {why.title}
      </h2>
      <div className="mt-8 space-y-5">
        {why.cards.map((card) => (
          <InfoCard
            key={card.title}
            icon={WHY_ICONS[card.icon as keyof typeof WHY_ICONS] ?? AwardIcon}
            title={card.title}
          >
            <p>{card.body}</p>
            {"disclaimer" in card && card.disclaimer ? <ResultsDisclaimer className="mt-3" /> : null}
          </InfoCard>
        ))}
      </div>
    </section>
  );
}
