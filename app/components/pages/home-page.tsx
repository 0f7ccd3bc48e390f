import { ArrowRightIcon } from "~/components/icons";
import { AchievementsSection, type ResultKindWords } from "~/components/sections/achievements";
import { CallToAction } from "~/components/sections/call-to-action";
import { HomeHero } from "~/components/sections/home-hero";
import { HonorsSection } from "~/components/sections/honors";
import { NewsGrid } from "~/components/sections/news";
import { PracticeAreaTeaser, type PracticeAreaSummary } from "~/components/sections/practice-area-teaser";
import { TestimonialList } from "~/components/sections/testimonials";
import { ButtonAnchor } from "~/components/ui/button";
import { ResultsDisclaimer } from "~/components/ui/disclaimer";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Achievement } from "~/content/achievements";
import type { headlinesCopy } from "~/content/headlines";
import type { homeCopy } from "~/content/home";
import type { honors } from "~/content/honors";
import type { ContentImage } from "~/content/images";
import type { PressItem } from "~/content/press";
import type { testimonials } from "~/content/testimonials";
import type { Translation } from "~/content/translation";
import { localizedPath, type Language } from "~/lib/language";

/** The home page's words, in one language (~/editions/words). */
export type HomeContent = {
  language: Language;
  copy: Translation<typeof homeCopy>;
  heroImage: ContentImage;
  areas: readonly PracticeAreaSummary[];
  /** The newest press items, as many as the page shows. */
  news: readonly PressItem[];
  testimonials: Translation<typeof testimonials>;
  achievements: readonly Achievement[];
  /** How this language names a settlement and a verdict. */
  resultKinds: ResultKindWords;
  honors: Translation<typeof honors>;
  readArticle: Translation<typeof headlinesCopy.readArticle>;
};

export function HomePage({ content }: { content: HomeContent }) {
  const { copy, language } = content;
  const { practice, testimonials: said, achievements: results, news, honors: recognition } = copy;
  return (
    <>
      <HomeHero hero={copy.hero} image={content.heroImage} />

      <Section labelledBy="areas-of-practice">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="areas-of-practice"
            eyebrow={practice.eyebrow}
            title={practice.title}
            intro={practice.intro}
          />
          <ButtonAnchor
            href={localizedPath("/practice-areas", language)}
            variant="secondary"
            className="shrink-0 self-start lg:self-auto"
          >
            {practice.viewAll}
            <ArrowRightIcon className="size-5" />
          </ButtonAnchor>
        </div>
        <PracticeAreaTeaser areas={content.areas} />
      </Section>

      {/* A list the firm has emptied in the office leaves no empty section behind. */}
      {content.testimonials.length > 0 ? (
        <Section labelledBy="testimonials" tone="paper">
          <SectionHeading
            id="testimonials"
            eyebrow={said.eyebrow}
            title={said.title}
            intro={said.intro}
            align="center"
          />
          <TestimonialList items={content.testimonials} />
        </Section>
      ) : null}

      {content.achievements.length > 0 ? (
        <AchievementsSection heading={results} items={content.achievements} kinds={content.resultKinds} />
      ) : null}

      {content.news.length > 0 ? (
        <Section labelledBy="in-the-news" tone="paper">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <SectionHeading id="in-the-news" eyebrow={news.eyebrow} title={news.title} intro={news.intro} />
            <ButtonAnchor
              href={localizedPath("/headlines", language)}
              variant="secondary"
              className="shrink-0 self-start lg:self-auto"
            >
              {news.moreLink}
              <ArrowRightIcon className="size-5" />
            </ButtonAnchor>
          </div>
          <div className="mt-12">
            <NewsGrid items={content.news} readArticle={content.readArticle} />
          </div>
          <ResultsDisclaimer className="mt-8" />
        </Section>
      ) : null}

      {content.honors.length > 0 ? <HonorsSection heading={recognition} items={content.honors} /> : null}

      <CallToAction />
    </>
  );
}
