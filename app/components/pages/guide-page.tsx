import type { ReactNode } from "react";
import { EmergencyNotice } from "~/components/sections/emergency-notice";
import { GuideLinks } from "~/components/sections/guide-links";
import { OfficeHours } from "~/components/sections/office-hours";
import { CallButton } from "~/components/ui/call-button";
import { ButtonAnchor } from "~/components/ui/button";
import type { guideFrameCopy } from "~/content/guides/copy";
import type { Guide, GuideSection, Question } from "~/content/guides/types";
import { Markdown } from "~/content/model/markdown-view";
import type { Translation } from "~/content/translation";
import { useSiteText } from "~/lib/site-text";

export type GuideFrame = Translation<typeof guideFrameCopy>;

/**
 * A guide: a navy opening with the phone, the plain text in short sections, a card that leads to
 * a call and the other guides beside it (under it on a phone), and the note that it is general
 * information. `before` stands above the sections (the deadlines calculator); `questions` below.
 */
export function GuidePage({
  guide,
  frame,
  path,
  before,
  questions,
}: {
  guide: Translation<Guide>;
  frame: GuideFrame;
  /** The page's own path, to leave it out of the other guides. */
  path: string;
  before?: ReactNode;
  questions?: readonly Translation<Question>[];
}) {
  const { hero } = guide;
  const { consultationAction, navigation } = useSiteText();
  const others = navigation.guides.filter((item) => item.href !== path);
  return (
    <article aria-labelledby="guide-title">
      <header className="surface-navy">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">{hero.eyebrow}</p>
          <h1 id="guide-title" className="mt-3 max-w-3xl font-serif text-title font-semibold text-white">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lead text-brand-100">{hero.lead}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <CallButton label={frame.callLabel} />
            <ButtonAnchor href={consultationAction.href} variant="secondary" surface="dark">
              {frame.scheduleLabel}
            </ButtonAnchor>
          </div>
          <EmergencyNotice tone="light" className="mt-5" />
        </div>
      </header>
      {/* From 1024 px a narrow third column stays empty: the lane of the floating message button,
          which would otherwise lie over the sticky card's call button on the first screen. */}
      <div className="container-page grid gap-12 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem_2rem] lg:gap-16">
        <div className="min-w-0">
          {before ? <div className="mb-10 max-w-[68ch]">{before}</div> : null}
          <div className="prose-body">
            {guide.sections.map((section, index) => (
              <Section key={section.heading} section={section} id={`guide-section-${index + 1}`} />
            ))}
            {questions?.map((item, index) => (
              <section key={item.question} aria-labelledby={`question-${index + 1}`} className="space-y-[0.8em]">
                <h2 id={`question-${index + 1}`}>{item.question}</h2>
                <Markdown text={item.answer} />
              </section>
            ))}
          </div>
          <p className="mt-12 max-w-[68ch] border-t border-ink-100 pt-6 text-sm leading-relaxed text-ink-600">
            {frame.disclaimer}
          </p>
        </div>
        <aside aria-labelledby="guide-aside-title" className="space-y-8 lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-card border border-ink-100 bg-paper p-6 shadow-card">
            <h2 id="guide-aside-title" className="font-serif text-2xl font-semibold text-ink-900">
              {frame.asideTitle}
            </h2>
            <p className="mt-3 leading-relaxed text-ink-700">{frame.asideBody}</p>
            <div className="mt-5 flex flex-col gap-3">
              <CallButton label={frame.callLabel} surface="light" />
              <ButtonAnchor href={consultationAction.href} variant="secondary">
                {frame.scheduleLabel}
              </ButtonAnchor>
            </div>
            <OfficeHours className="mt-5" />
          </div>
          <GuideLinks id="guide-others" title={frame.relatedTitle} items={others} />
        </aside>
      </div>
    </article>
  );
}

function Section({ section, id }: { section: Translation<GuideSection>; id: string }) {
  const body = <Markdown text={section.blocks} />;
  return (
    <section
      aria-labelledby={id}
      className={
        section.highlight
          ? "space-y-[1.1em] rounded-card border border-brand-100 bg-brand-50 px-5 py-6 sm:px-8 [&>h2]:mt-0"
          : "space-y-[1.1em]"
      }
    >
      <h2 id={id}>{section.heading}</h2>
      {body}
    </section>
  );
}
