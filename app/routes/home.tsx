import type { Route } from "./+types/home";
import { ArrowRightIcon } from "~/components/icons";
import { AchievementList } from "~/components/sections/achievements";
import { CallToAction } from "~/components/sections/call-to-action";
import { HomeHero } from "~/components/sections/home-hero";
import { HonorList } from "~/components/sections/honors";
import { NewsGrid } from "~/components/sections/news";
import { PracticeAreaTeaser } from "~/components/sections/practice-area-teaser";
import { TestimonialList } from "~/components/sections/testimonials";
import { ButtonLink } from "~/components/ui/button";
import { ResultsDisclaimer } from "~/components/ui/disclaimer";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { achievements } from "~/content/achievements";
import { homeCopy } from "~/content/home";
import { honors } from "~/content/honors";
import { images } from "~/content/images";
import { practiceAreas } from "~/content/practice-areas";
import { HOME_PRESS_COUNT, pressNewestFirst } from "~/content/press";
import { testimonials } from "~/content/testimonials";
import { preloadImage } from "~/lib/responsive-image";
import { legalServiceJsonLd, seo } from "~/lib/seo";

/**
 * Read at build time: only the six newest press items reach this page (the full list stays on
 * /headlines), and the area descriptions travel as data instead of in the page's JavaScript.
 */
export function loader() {
  return {
    areas: practiceAreas.map(({ slug, title, description, href }) => ({ slug, title, description, href })),
    news: pressNewestFirst().slice(0, HOME_PRESS_COUNT),
  };
}

export const links: Route.LinksFunction = () => [preloadImage(images.homeHero, images.homeHero.sizes)];

export const meta: Route.MetaFunction = () =>
  seo({ ...homeCopy.meta, path: "/", structuredData: [legalServiceJsonLd()] });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { practice, testimonials: said, achievements: results, news, honors: recognition } = homeCopy;
  return (
    <>
      <HomeHero />

      <Section labelledBy="areas-of-practice">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="areas-of-practice"
            eyebrow={practice.eyebrow}
            title={practice.title}
            intro={practice.intro}
          />
          <ButtonLink to="/practice-areas" variant="secondary" className="shrink-0 self-start lg:self-auto">
            {practice.viewAll}
            <ArrowRightIcon className="size-5" />
          </ButtonLink>
        </div>
        <PracticeAreaTeaser areas={loaderData.areas} />
      </Section>

      <Section labelledBy="testimonials" tone="paper">
        <SectionHeading id="testimonials" eyebrow={said.eyebrow} title={said.title} align="center" />
        <TestimonialList items={testimonials} />
      </Section>

      <Section labelledBy="achievements">
        <SectionHeading id="achievements" eyebrow={results.eyebrow} title={results.title} intro={results.intro} />
        <AchievementList items={achievements} />
      </Section>

      <Section labelledBy="in-the-news" tone="paper">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="in-the-news" eyebrow={news.eyebrow} title={news.title} intro={news.intro} />
          <ButtonLink to="/headlines" variant="secondary" className="shrink-0 self-start lg:self-auto">
            {news.moreLink}
            <ArrowRightIcon className="size-5" />
          </ButtonLink>
        </div>
        <div className="mt-12">
          <NewsGrid items={loaderData.news} />
        </div>
        <ResultsDisclaimer className="mt-8" />
      </Section>

      <Section labelledBy="track-record">
        <SectionHeading
          id="track-record"
          eyebrow={recognition.eyebrow}
          title={recognition.title}
          intro={recognition.intro}
        />
        <HonorList items={honors} />
      </Section>

      <CallToAction />
    </>
  );
}
