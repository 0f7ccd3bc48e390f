import type { ComponentType, SVGProps } from "react";
import { AwardIcon, MedalIcon, ScaleIcon, ShieldIcon, StarIcon, TrophyIcon } from "~/components/icons";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Honor, HonorIcon } from "~/content/honors";

const ICONS: Record<HonorIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  award: AwardIcon,
  trophy: TrophyIcon,
  medal: MedalIcon,
  star: StarIcon,
  scale: ScaleIcon,
  shield: ShieldIcon,
};

/** Takes a translation's honors too, whose icon names are typed as plain strings. */
export function HonorList({ items }: { items: readonly (Omit<Honor, "icon"> & { icon: string })[] }) {
  return (
    <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((honor) => {
        const Icon = ICONS[honor.icon as HonorIcon] ?? AwardIcon;
        return (
          <li key={honor.title} className="flex gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700 ring-1 ring-accent-100">
              <Icon className="size-6" />
            </span>
            <div>
              <p className="font-serif text-2xl font-semibold text-brand-800">{honor.year}</p>
              <p className="mt-1 leading-snug text-ink-800">{honor.title}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The track-record section the home and about pages share: its heading, then the honors. */
export function HonorsSection({
  heading,
  items,
  tone,
}: {
  heading: { eyebrow: string; title: string; intro: string };
  items: Parameters<typeof HonorList>[0]["items"];
  tone?: "paper";
}) {
  return (
    <Section labelledBy="track-record" tone={tone}>
      <SectionHeading id="track-record" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
      <HonorList items={items} />
    </Section>
  );
}
