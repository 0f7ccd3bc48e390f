import type { ReactNode } from "react";
import { EmergencyNotice } from "~/components/sections/emergency-notice";
import { GuideLinks } from "~/components/sections/guide-links";
import { LONG_GUIDE_HEADINGS, OnThisPage, type OnThisPageEntry } from "~/components/sections/on-this-page";
import { OfficeHours } from "~/components/sections/office-hours";
import { CallButton } from "~/components/ui/call-button";
import { ButtonAnchor } from "~/components/ui/button";
import type { guideFrameCopy } from "~/content/guides/copy";
import {
  QUESTION_TOPICS,
  type Guide,
  type GuideSection,
  type Question,
  type QuestionTopic,
} from "~/content/guides/types";
import { Markdown } from "~/content/model/markdown-view";
import type { Translation } from "~/content/translation";
import { useSiteText } from "~/lib/site-text";

export type GuideFrame = Translation<typeof guideFrameCopy>;

/**
 * A guide: a navy opening with the phone, the plain text in short sections, a card that leads to
 * a call and the other guides beside it (under it on a phone), and the note that it is general
 * information. `before` opens the text (the deadlines calculator); `questions` come after the
 * sections, under their groups' headings. A long guide has an "On this page" list of its headings.
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
  questions?: { topics: Translation<Record<QuestionTopic, string>>; items: readonly Translation<Question>[] };
}) {
  const { hero } = guide;
  const { consultationAction, navigation } = useSiteText();
  const others = navigation.guides.filter((item) => item.href !== path);
  const groups = questions ? questionGroups(questions) : [];
  // Every heading of the text below the list, for the "On this page" list of a long guide: the
  // sections, or the questions' groups (each group's questions count toward "long"). What stands
  // `before` (the calculator) comes first on the page, above the list: it is what a visitor came for.
  const contents: OnThisPageEntry[] = [
    ...guide.sections.map((section, index) => ({ id: sectionId(index), label: section.heading })),
    ...groups.map((group) => ({ id: group.id, label: group.heading })),
  ];
  const entries = [...contents, ...groups.flatMap((group) => group.items)];
  return (
    <article aria-labelledby="guide-title">
      {/* Compact on a phone, so the first step starts on the first screen: one way to call (the
          header's phone and the card under the text offer the rest), and the 911 line. */}
      <header className="surface-navy">
        <div className="container-page py-6 sm:py-14">
          <p className="text-xs font-semibold tracking-[0.14em] text-accent-300 uppercase sm:text-sm">{hero.eyebrow}</p>
          <h1
            id="guide-title"
            className="mt-2 max-w-3xl font-serif text-[1.75rem] leading-tight font-semibold text-white sm:mt-3 sm:text-title"
          >
            {hero.title}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-brand-100 sm:mt-5 sm:text-lead">{hero.lead}</p>
          <div className="mt-5 flex flex-col gap-3 sm:mt-7 sm:flex-row sm:flex-wrap">
            <CallButton label={frame.callLabel} />
            <div className="hidden sm:flex">
              <ButtonAnchor href={consultationAction.href} variant="secondary" surface="dark">
                {frame.scheduleLabel}
              </ButtonAnchor>
            </div>
          </div>
          <EmergencyNotice tone="light" className="mt-4 sm:mt-5" />
        </div>
      </header>
      {/* From 1024 px a narrow third column stays empty: the lane of the floating message button,
          which would otherwise lie over the sticky card's call button on the first screen. */}
      <div className="container-page grid gap-12 pt-6 pb-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem_2rem] lg:gap-16">
        <div className="min-w-0">
          {before ? <div className="mb-10 max-w-[68ch]">{before}</div> : null}
          {entries.length >= LONG_GUIDE_HEADINGS ? (
            <OnThisPage title={frame.onThisPage} entries={contents} className="mb-10 max-w-[68ch]" />
          ) : null}
          <div className="prose-body">
            {guide.sections.map((section, index) => (
              <Section key={section.heading} section={section} id={sectionId(index)} />
            ))}
            {groups.map((group) => (
              <section key={group.topic} aria-labelledby={group.id} className="space-y-[0.8em] not-first:mt-[2.8em]">
                <h2 id={group.id}>{group.heading}</h2>
                {group.items.map((item) => (
                  <section key={item.question} aria-labelledby={item.id} className="space-y-[0.8em]">
                    <h3 id={item.id}>{item.question}</h3>
                    <Markdown text={item.answer} />
                  </section>
                ))}
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

const sectionId = (index: number) => `guide-section-${index + 1}`;

/**
 * The questions under their groups' headings, in the groups' order and, within one, in the
 * questions' own; a group without questions is left out. Each question keeps its id by its place
 * in the list (`question-3`), as the page always gave it.
 */
function questionGroups({ topics, items }: NonNullable<Parameters<typeof GuidePage>[0]["questions"]>) {
  const numbered = items.map((item, index) => ({ ...item, id: `question-${index + 1}`, label: item.question }));
  return QUESTION_TOPICS.map((topic) => ({
    topic,
    id: `questions-${topic}`,
    heading: topics[topic],
    items: numbered.filter((item) => item.topic === topic),
  })).filter((group) => group.items.length > 0);
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
