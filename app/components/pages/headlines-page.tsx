import { NewsGrid } from "~/components/sections/news";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonAnchor } from "~/components/ui/button";
import { ResultsDisclaimer } from "~/components/ui/disclaimer";
import type { headlinesCopy } from "~/content/headlines";
import type { PressItem } from "~/content/press";
import type { Translation } from "~/content/translation";

export function HeadlinesPage({
  copy,
  items,
}: {
  copy: Translation<typeof headlinesCopy>;
  items: readonly PressItem[];
}) {
  const { hero, closing } = copy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <div className="section-y bg-paper">
        <div className="container-page">
          {/* Before the 29 items, not after: several carry settlement amounts (rule 7.1). */}
          <ResultsDisclaimer className="mb-8 max-w-3xl" />
          <NewsGrid items={items} readArticle={copy.readArticle} headingLevel="h2" />
        </div>
      </div>
      <section aria-labelledby="headlines-closing" className="section-y">
        <div className="container-page text-center">
          <h2 id="headlines-closing" className="font-serif text-heading font-semibold text-ink-900">
            {closing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-ink-700">{closing.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {closing.actions.map((action, index) => (
              <ButtonAnchor key={action.href} href={action.href} variant={index === 0 ? "primary" : "secondary"}>
                {action.label}
              </ButtonAnchor>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
