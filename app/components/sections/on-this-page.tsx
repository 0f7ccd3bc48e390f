/**
 * "On this page": links to the headings of a long guide, at the top of its text, so a reader on a
 * phone can go straight to the part they need. Each target is a heading with a stable id; the
 * page's scroll padding (app.css) keeps it clear of the sticky header.
 */
export type OnThisPageEntry = { id: string; label: string };

/**
 * A guide with fewer headings than this (What to do now, Know your rights) reads from top to
 * bottom without a list, and its first step stays on a phone's first screen.
 */
export const LONG_GUIDE_HEADINGS = 7;

export function OnThisPage({
  title,
  entries,
  className = "",
}: {
  title: string;
  entries: readonly OnThisPageEntry[];
  className?: string;
}) {
  const titleId = "on-this-page-title";
  return (
    <nav aria-labelledby={titleId} className={`rounded-card border border-ink-100 bg-paper px-5 py-4 ${className}`}>
      <h2 id={titleId} className="text-sm font-semibold tracking-[0.08em] text-ink-700 uppercase">
        {title}
      </h2>
      <ul className="mt-2 gap-x-8 sm:columns-2">
        {entries.map((entry) => (
          <li key={entry.id} className="break-inside-avoid">
            <a
              href={`#${entry.id}`}
              className="flex min-h-10 items-center py-1.5 leading-snug font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
