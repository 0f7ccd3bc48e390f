import { MailIcon, PhoneIcon } from "~/components/icons";
import { EmergencyNotice } from "~/components/sections/emergency-notice";
import { OfficeHours } from "~/components/sections/office-hours";
import { PageHero } from "~/components/sections/page-hero";
import { Steps } from "~/components/sections/steps";
import { ButtonAnchor } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { consultationCopy } from "~/content/consultation";
import { mailtoHref, telHref } from "~/content/firm";
import { useFirm } from "~/lib/site-text";
import type { Translation } from "~/content/translation";
import { CaseEvaluationForm } from "~/features/case-evaluation/case-evaluation-form";
import type { CaseEvaluationEdition } from "~/features/case-evaluation/form-copy";
import { PAGE_ISLAND_ID } from "~/islands/islands";

export function ConsultationPage({
  copy,
  form,
}: {
  copy: Translation<typeof consultationCopy>;
  form: CaseEvaluationEdition;
}) {
  const { hero, nextSteps } = copy;
  const firm = useFirm();
  return (
    <>
      {/* Compact on a phone, so the form starts on the first screen. */}
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} compact>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonAnchor href={telHref(firm.phone.e164)} surface="dark">
            <PhoneIcon className="size-5" />
            <span>
              <span className="sr-only">{hero.phoneLabel}: </span>
              {firm.phone.display}
            </span>
          </ButtonAnchor>
          <ButtonAnchor href={mailtoHref(firm.email)} variant="secondary" surface="dark">
            <MailIcon className="size-5" />
            <span>
              <span className="sr-only">{hero.emailLabel}: </span>
              {firm.email}
            </span>
          </ButtonAnchor>
        </div>
        <OfficeHours tone="light" className="mt-4" />
        <EmergencyNotice tone="light" className="mt-3" />
      </PageHero>

      {/* The form brings its own width and spacing; the page gives it a quiet background. It is the page's own island. */}
      <div id={PAGE_ISLAND_ID} className="bg-paper">
        <CaseEvaluationForm edition={form} />
      </div>

      <Section labelledBy="what-happens-next">
        <SectionHeading id="what-happens-next" title={nextSteps.title} align="center" />
        <Steps steps={nextSteps.steps} />
      </Section>
    </>
  );
}
