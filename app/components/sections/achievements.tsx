import { ResultsDisclaimer } from "~/components/ui/disclaimer";
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
