import { ResultsDisclaimer } from "~/components/ui/disclaimer";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Achievement, ResultKind } from "~/content/achievements";

/** How the page's language names each kind of result ("Settlement", "Acuerdo económico"). */
export type ResultKindWords = Readonly<Record<ResultKind, string>>;

/**
 * Each result as a card: the amount, then what it is and when ("Settlement, 2019"), what it was
 * for, and the county or court. The results disclaimer stands right under the list.
 */
export function AchievementList({ items, kinds }: { items: readonly Achievement[]; kinds: ResultKindWords }) {
  return (
    <>
      <ul className="mt-12 grid grid-cols-1 gap-px overflow-hidden rounded-card border border-ink-100 bg-ink-100 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={`${item.amount} ${item.year} ${item.label}`} className="bg-white px-5 py-4 sm:p-8">
            <p className="font-serif text-3xl font-semibold text-brand-800 sm:text-5xl">{item.amount}</p>
            <p className="mt-1 text-sm font-semibold text-accent-700 sm:mt-2">
              {kinds[item.kind]}, {item.year}
            </p>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-700 sm:text-base">{item.label}</p>
            <p className="mt-2 text-sm leading-snug text-ink-600">{item.county}</p>
          </li>
        ))}
      </ul>
      <ResultsDisclaimer className="mt-6" />
    </>
  );
}

/** The results section the home and about pages share: its heading, then the figures. */
export function AchievementsSection({
  heading,
  items,
  kinds,
}: {
  heading: { eyebrow: string; title: string; intro: string };
  items: readonly Achievement[];
  kinds: ResultKindWords;
}) {
  return (
    <Section labelledBy="achievements">
      <SectionHeading id="achievements" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
      <AchievementList items={items} kinds={kinds} />
    </Section>
  );
}
