import { ArrowRightIcon } from "~/components/icons";
import type { PracticeArea } from "~/content/practice-areas";
import type { Translation } from "~/content/translation";

/** The 12 areas as compact links: the home page's way into the practice pages. */
export type PracticeAreaSummary = Translation<Pick<PracticeArea, "slug" | "title" | "description" | "href">>;

/**
 * On a phone, one short list of the areas' names, each a full-width link: twelve cards of clipped
 * text would be three screens. From 640 px, cards with each area's whole description, never cut.
 */
export function PracticeAreaTeaser({ areas }: { areas: readonly PracticeAreaSummary[] }) {
  return (
    <ul className="mt-10 divide-y divide-ink-100 overflow-hidden rounded-card border border-ink-100 bg-white shadow-card sm:mt-12 sm:grid sm:grid-cols-2 sm:gap-4 sm:divide-y-0 sm:overflow-visible sm:rounded-none sm:border-0 sm:bg-transparent sm:shadow-none lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.slug} className="flex">
          <a
            href={area.href}
            className="group flex min-h-12 flex-1 flex-col justify-center px-4 py-3 sm:justify-start sm:rounded-card sm:border sm:border-ink-100 sm:bg-white sm:p-6 sm:shadow-card sm:transition-shadow sm:hover:shadow-card-hover"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="font-serif text-lg leading-snug font-semibold text-ink-900 group-hover:text-brand-800 sm:text-xl">
                {area.title}
              </span>
              <ArrowRightIcon className="mt-1 size-5 shrink-0 text-accent-600 transition-transform group-hover:translate-x-0.5" />
            </span>
            <span className="mt-3 hidden text-[0.95rem] leading-relaxed text-ink-700 sm:block">{area.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
