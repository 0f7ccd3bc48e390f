import { ResultsDisclaimer } from "~/components/ui/disclaimer";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Achievement } from "~/content/achievements";

export function AchievementList({ items }: { items: readonly Achievement[] }) {
  return (
    <>
      <ul className="mt-12 grid gap-px overflow-hidden rounded-card border border-ink-100 bg-ink-100 grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.amount} className="bg-white p-5 sm:p-8">
            <p className="font-serif text-3xl font-semibold text-brand-800 sm:text-5xl">{item.amount}</p>
            <p className="mt-3 text-[0.95rem] leading-relaxed text-ink-700 sm:text-base">{item.label}</p>
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
}: {
  heading: { eyebrow: string; title: string; intro: string };
  items: readonly Achievement[];
}) {
  return (
    <Section labelledBy="achievements">
      <SectionHeading id="achievements" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
      <AchievementList items={items} />
    </Section>
  );
}
