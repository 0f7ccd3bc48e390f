import type { ReactNode } from "react";
import { Spinner } from "~/components/ui/spinner";

/** One of the two photo boxes: a heading with the size, the picture, a busy overlay and a note. */
export function PhotoFigure({
  heading,
  detail,
  overlay,
  note,
  children,
}: {
  heading: string;
  detail: string | null;
  overlay: string | null;
  note: string | null;
  children: ReactNode;
}) {
  return (
    <figure className="flex min-w-0 flex-col">
      <figcaption className="mb-2 flex items-baseline justify-between gap-3">
        <span className="font-serif text-xl font-semibold text-ink-900">{heading}</span>
        {detail ? <span className="text-sm text-ink-600 tabular-nums">{detail}</span> : null}
      </figcaption>
      <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-ink-100 ring-1 ring-ink-200">
        {children}
        {overlay ? (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-white/80 font-semibold text-ink-900">
            <Spinner />
            {overlay}
          </div>
        ) : null}
      </div>
      {note ? <p className="mt-2 text-sm text-ink-700">{note}</p> : null}
    </figure>
  );
}
