import type { ReactNode } from "react";

/**
 * The navy opening of an inner page: eyebrow, the page's h1, a lead, actions and an optional aside.
 * `compact` keeps it short on a phone, for a page whose work (a form) must start on the first screen.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
  compact = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  aside?: ReactNode;
  compact?: boolean;
}) {
  return (
    <section className="surface-navy">
      <div
        className={`container-page grid items-center gap-10 ${compact ? "py-8" : "py-14"} sm:py-20 ${aside ? "lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-3 font-serif text-title font-semibold text-white">{title}</h1>
          {lead ? (
            <p className={`${compact ? "mt-3" : "mt-5"} max-w-2xl text-lead text-brand-100 sm:mt-5`}>{lead}</p>
          ) : null}
          {children ? <div className={`${compact ? "mt-5" : "mt-8"} sm:mt-8`}>{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
