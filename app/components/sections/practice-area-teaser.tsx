import { ArrowRightIcon } from "~/components/icons";
import type { PracticeArea } from "~/content/practice-areas";
import type { Translation } from "~/content/translation";

/** The 12 areas as compact links: the home page's way into the practice pages. */
export type PracticeAreaSummary = Translation<Pick<PracticeArea, "slug" | "title" | "description" | "href">>;

export function PracticeAreaTeaser({ areas }: { areas: readonly PracticeAreaSummary[] }) {
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.slug} className="flex">
          <a
            href={area.href}
            className="group flex flex-1 flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card transition-shadow hover:shadow-card-hover"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="font-serif text-xl leading-snug font-semibold text-ink-900 group-hover:text-brand-800">
                {area.title}
              </span>
              <ArrowRightIcon className="mt-1 size-5 shrink-0 text-accent-600 transition-transform group-hover:translate-x-0.5" />
            </span>
            <span className="mt-3 line-clamp-3 text-[0.95rem] leading-relaxed text-ink-700">{area.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
