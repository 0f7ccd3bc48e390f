import { CheckIcon, FileTextIcon } from "~/components/icons";
import { Markdown } from "~/content/model/markdown-view";
import { AchievementsSection, type ResultKindWords } from "~/components/sections/achievements";
import { CallToAction } from "~/components/sections/call-to-action";
import { HonorsSection } from "~/components/sections/honors";
import { PageHero } from "~/components/sections/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { aboutCopy } from "~/content/about";
import type { Achievement } from "~/content/achievements";
import type { honors } from "~/content/honors";
import type { ContentImage } from "~/content/images";
import type { Translation } from "~/content/translation";
import { formatIsoDate } from "~/lib/format-date";
import { useSiteText } from "~/lib/site-text";

/** The about page's words, in one language (~/editions/words). */
export type AboutContent = {
  copy: Translation<typeof aboutCopy>;
  portrait: ContentImage;
  publishedOpinions: readonly string[];
  achievements: readonly Achievement[];
  /** How this language names a settlement and a verdict. */
  resultKinds: ResultKindWords;
  honors: Translation<typeof honors>;
};

export function AboutPage({ content }: { content: AboutContent }) {
  const { hero, biography, admissions, opinions, achievements: results, honors: recognition } = content.copy;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.tagline}
        aside={
          <Picture
            image={content.portrait}
            priority
            className="mx-auto block w-64 sm:w-80 lg:w-[26rem]"
            imgClassName="aspect-[4/5] h-auto w-full rounded-card object-cover shadow-2xl ring-1 ring-white/15"
          />
        }
      >
        <p className="font-semibold text-accent-300">{hero.role}</p>
      </PageHero>

      <Section labelledBy="biography">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <h2 id="biography" className="font-serif text-heading font-semibold text-ink-900">
              {biography.title}
            </h2>
            <div className="prose-body mt-6">
              <Markdown text={biography.paragraphs} />
            </div>
          </div>
          <aside
            aria-labelledby="admissions"
            className="self-start rounded-card bg-paper p-6 ring-1 ring-ink-100 sm:p-8"
          >
            <h3 id="admissions" className="font-serif text-xl font-semibold text-ink-900">
              {admissions.title}
            </h3>
            <BarAdmission />
            <ul className="mt-4 space-y-3">
              {admissions.courts.map((court) => (
                <li key={court} className="flex gap-3 text-ink-800">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-accent-700" />
                  {court}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      {/* A list the firm has emptied in the office leaves no empty section behind. */}
      {content.publishedOpinions.length > 0 ? (
        <Section labelledBy="published-opinions" tone="paper">
          <SectionHeading
            id="published-opinions"
            eyebrow={opinions.eyebrow}
            title={opinions.title}
            intro={opinions.intro}
          />
          <ul className="mt-10 grid gap-4 lg:grid-cols-2">
            {content.publishedOpinions.map((citation) => (
              <li key={citation} className="flex gap-4 rounded-card border border-ink-100 bg-white p-5 shadow-card">
                <FileTextIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <cite className="not-italic leading-relaxed text-ink-900">{citation}</cite>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {content.achievements.length > 0 ? (
        <AchievementsSection heading={results} items={content.achievements} kinds={content.resultKinds} />
      ) : null}

      {content.honors.length > 0 ? <HonorsSection heading={recognition} items={content.honors} tone="paper" /> : null}

      <CallToAction />
    </>
  );
}

/** The State Bar number and admission date, from the firm's facts, above the courts. */
function BarAdmission() {
  const { firm, footer, language } = useSiteText();
  return (
    <p className="mt-4 text-ink-800">
      {footer.stateBar.number} <strong className="font-semibold text-ink-900">{firm.stateBar.number}</strong>,{" "}
      {footer.stateBar.admitted} {formatIsoDate(firm.stateBar.admitted, language)}
    </p>
  );
}
