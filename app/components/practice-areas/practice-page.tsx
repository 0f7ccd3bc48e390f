import { FirstGuideLink } from "~/components/sections/first-guide-link";
import { OfficeHours } from "~/components/sections/office-hours";
import { CallButton } from "~/components/ui/call-button";
import { ArrowRightIcon, QuoteIcon } from "~/components/icons";
import { ButtonAnchor } from "~/components/ui/button";
import type { PracticeAreaCard } from "~/content/practice-areas";
import type { practicePageCopy } from "~/content/practice-areas/copy";
import type { PageSection, PracticeAreaPageContent } from "~/content/practice-areas/types";
import { Markdown } from "~/content/model/markdown-view";
import type { Translation } from "~/content/translation";
import { localizedPath, type Language } from "~/lib/language";

/** A page's text in either language (a translation's slugs and choices are typed as plain strings). */
type PageContent = Translation<PracticeAreaPageContent>;
type Area = Translation<PracticeAreaCard>;

/** The words around the page's own text, in the page's language. */
export type PracticeFrame = {
  copy: Translation<typeof practicePageCopy>;
  tagline: string;
  language: Language;
};

/** The few questions people ask that the questions guide names for this area, and the way to the others. */
export type PracticeQuestions = {
  heading: string;
  more: { name: string; href: string };
  items: readonly { question: string; answer: string }[];
};

type Props = { area: Area; page: PageContent; frame: PracticeFrame };

const ctaHref = (page: PageContent, language: Language) =>
  localizedPath(page.primaryCta === "contact" ? "/contact" : "/consultation", language);
const ctaLabel = (page: PageContent, { copy }: PracticeFrame) =>
  page.primaryCta === "contact" ? copy.contactButton : copy.consultationButton;

/** A practice-area page: navy opening, the quote and the legal text, a contact card and a closing band. */
export function PracticePage({ area, page, frame, questions }: Props & { questions?: PracticeQuestions }) {
  const { copy } = frame;
  return (
    <article aria-labelledby="practice-title">
      <PracticeHero area={area} page={page} frame={frame} />
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div className="min-w-0">
          {page.notice ? <Notice text={page.notice} /> : null}
          <Quote quote={page.quote} />
          <div className="prose-body mt-10">
            {page.sections.map((section, index) => (
              <Section key={section.heading} section={section} id={`section-${index + 1}`} />
            ))}
          </div>
          {questions && questions.items.length > 0 ? <Questions questions={questions} /> : null}
          <p className="mt-12 max-w-[68ch] border-t border-ink-100 pt-6 text-sm leading-relaxed text-ink-600">
            {copy.disclaimer}
          </p>
        </div>
        <ContactCard page={page} frame={frame} />
      </div>
      <Closing page={page} frame={frame} />
    </article>
  );
}

function PracticeHero({ area, page, frame }: Props) {
  const { image } = area;
  const { copy, language } = frame;
  const heroImage = (
    <img
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      className="hidden h-auto w-full rounded-card shadow-card ring-1 ring-white/10 lg:block"
    />
  );
  return (
    <header className="surface-navy">
      <div className="container-page grid items-center gap-12 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <a
            href={localizedPath("/practice-areas", language)}
            className="inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-accent-300 underline-offset-4 hover:text-white hover:underline"
          >
            <ArrowRightIcon className="size-5 rotate-180" />
            {copy.backLink}
          </a>
          <p className="mt-8 text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">{copy.eyebrow}</p>
          <h1 id="practice-title" className="mt-3 max-w-4xl font-serif text-title font-semibold text-white">
            {area.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lead text-brand-100">{page.lead}</p>
          <DarkCalls page={page} frame={frame} className="mt-8" />
          <FirstGuideLink className="mt-4" />
        </div>
        {/* Decorative here: the heading beside it already says what it shows. React preloads it (an eager image). */}
        {image.sources.length === 0 ? (
          heroImage
        ) : (
          <picture className="contents">
            {image.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="22rem" />
            ))}
            {heroImage}
          </picture>
        )}
      </div>
    </header>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p className="mb-10 rounded-card border-l-4 border-accent-500 bg-accent-50 px-5 py-4 text-lg font-semibold text-ink-900">
      {text}
    </p>
  );
}

function Quote({ quote }: { quote: PageContent["quote"] }) {
  return (
    <figure className="max-w-[68ch] border-l-4 border-accent-500 pl-6 sm:pl-8">
      <QuoteIcon className="size-7 text-accent-600" />
      <blockquote className="mt-3 font-serif text-xl leading-relaxed text-ink-900 italic sm:text-2xl">
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm font-semibold text-ink-600">{quote.source}</figcaption>
    </figure>
  );
}

function Section({ section, id }: { section: Translation<PageSection>; id: string }) {
  const body = <Markdown text={section.blocks} />;
  if (!section.highlight) {
    return (
      <section aria-labelledby={id} className="space-y-[1.1em]">
        <h2 id={id}>{section.heading}</h2>
        {body}
      </section>
    );
  }
  return (
    <section
      aria-labelledby={id}
      className="space-y-[1.1em] rounded-card border border-brand-100 bg-brand-50 px-5 py-6 sm:px-8 [&>h2]:mt-0"
    >
      <h2 id={id}>{section.heading}</h2>
      {body}
    </section>
  );
}

/** On a phone the hero and the closing band already carry these actions: the card shows from `lg` up. */
function ContactCard({ page, frame }: { page: PageContent; frame: PracticeFrame }) {
  const { copy, language } = frame;
  return (
    <aside aria-labelledby="practice-contact" className="hidden lg:sticky lg:top-28 lg:block lg:self-start">
      <div className="rounded-card border border-ink-100 bg-paper p-6 shadow-card">
        <h2 id="practice-contact" className="font-serif text-2xl font-semibold text-ink-900">
          {copy.asideHeading}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-700">
          {page.primaryCta === "consultation" ? copy.asideBody : copy.asideConciergeBody}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <CallButton label={copy.callPrefix} surface="light" />
          {page.primaryCta === "consultation" ? (
            <ButtonAnchor href={localizedPath("/consultation", language)} variant="secondary">
              {copy.consultationButton}
            </ButtonAnchor>
          ) : null}
          <ButtonAnchor href={localizedPath("/contact", language)} variant="secondary">
            {copy.contactButton}
          </ButtonAnchor>
        </div>
        <OfficeHours className="mt-5" />
      </div>
    </aside>
  );
}

/** The call and the page's next step, on the navy hero and closing: the same two buttons. */
function DarkCalls({ page, frame, className }: { page: PageContent; frame: PracticeFrame; className: string }) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <CallButton label={frame.copy.callPrefix} />
      <ButtonAnchor href={ctaHref(page, frame.language)} variant="secondary" surface="dark">
        {ctaLabel(page, frame)}
      </ButtonAnchor>
    </div>
  );
}

function Closing({ page, frame }: { page: PageContent; frame: PracticeFrame }) {
  const { copy, language, tagline } = frame;
  return (
    <section aria-labelledby="practice-closing" className="surface-navy">
      <div className="container-page section-y text-center">
        <h2 id="practice-closing" className="mx-auto max-w-3xl font-serif text-heading font-semibold text-white">
          {page.closing.heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-brand-100">{page.closing.body}</p>
        <DarkCalls page={page} frame={frame} className="mt-9 justify-center" />
        <OfficeHours tone="light" className="mx-auto mt-6 max-w-2xl justify-center text-left" />
        {page.primaryCta === "consultation" ? (
          <p className="mt-6">
            <a
              href={localizedPath("/contact", language)}
              className="inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4 hover:text-white"
            >
              {copy.contactLink}
            </a>
          </p>
        ) : null}
        {page.closing.tagline ? (
          <p className="mt-12 font-serif text-2xl font-semibold text-accent-300 italic sm:text-3xl">{tagline}</p>
        ) : null}
      </div>
    </section>
  );
}

function Questions({ questions }: { questions: PracticeQuestions }) {
  return (
    <section aria-labelledby="practice-questions" className="mt-12 border-t border-ink-100 pt-10">
      <h2 id="practice-questions" className="font-serif text-heading font-semibold text-ink-900">
        {questions.heading}
      </h2>
      <div className="prose-body mt-6">
        {questions.items.map((item, index) => (
          <section key={item.question} aria-labelledby={`practice-question-${index + 1}`} className="space-y-[0.8em]">
            <h3 id={`practice-question-${index + 1}`}>{item.question}</h3>
            <Markdown text={item.answer} />
          </section>
        ))}
      </div>
      <a
        href={questions.more.href}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
      >
        {questions.more.name}
        <ArrowRightIcon className="size-5 shrink-0" />
      </a>
    </section>
  );
}
