import type { ReactNode } from "react";

/** A simple page heading and body container, used until a page has its full sections. */
export function PageShell({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-semibold text-ink-900 sm:text-5xl">{title}</h1>
      {intro ? <p className="mt-6 text-lg leading-relaxed text-ink-700">{intro}</p> : null}
      {children}
    </div>
  );
}
