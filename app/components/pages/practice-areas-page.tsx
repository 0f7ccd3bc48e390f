import { PracticeAreaCard } from "~/components/practice-areas/practice-area-card";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonAnchor } from "~/components/ui/button";
import { CallButton } from "~/components/ui/call-button";
import type { PracticeAreaCard as Card } from "~/content/practice-areas";
import type { practiceAreasIndexCopy } from "~/content/practice-areas/copy";
import type { Translation } from "~/content/translation";
import { useSiteText } from "~/lib/site-text";

/** On a phone the first card starts just below the hero; its image is not worth delaying. */
const EAGER_CARDS = 1;

export function PracticeAreasPage({
  copy,
  areas,
}: {
  copy: Translation<typeof practiceAreasIndexCopy>;
  areas: readonly Translation<Card>[];
}) {
  const { consultationAction } = useSiteText();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.intro}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CallButton label={copy.callPrefix} />
          <ButtonAnchor href={consultationAction.href} variant="secondary" surface="dark">
            {copy.consultationButton}
          </ButtonAnchor>
        </div>
      </PageHero>

      <section aria-label={copy.listLabel} className="section-y bg-paper">
        <div className="container-page">
          <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
            {areas.map((area, index) => (
              <li key={area.slug}>
                <PracticeAreaCard area={area} linkHint={copy.cardLinkHint} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
          <div className="mt-14 flex flex-col items-start gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8 lg:flex-row lg:items-center lg:justify-between">
            <div>
              <h2 className="font-serif text-2xl font-semibold text-ink-900">{copy.ctaHeading}</h2>
              <p className="mt-2 max-w-2xl leading-relaxed text-ink-700">{copy.ctaBody}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <CallButton label={copy.callPrefix} surface="light" />
              <ButtonAnchor href={consultationAction.href} variant="secondary">
                {copy.consultationButton}
              </ButtonAnchor>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
