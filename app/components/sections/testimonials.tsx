import { QuoteIcon } from "~/components/icons";
import { ResultsDisclaimer } from "~/components/ui/disclaimer";
import type { Testimonial } from "~/content/testimonials";

export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.name} className="flex">
            <figure className="flex flex-1 flex-col rounded-card border border-ink-100 bg-white p-7 shadow-card sm:p-8">
              <QuoteIcon className="size-7 text-accent-500" />
              <blockquote className="mt-4 flex-1 font-serif text-xl leading-relaxed text-ink-900">
                <p>{item.review}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-ink-100 pt-4 text-sm font-semibold tracking-wide text-brand-800">
                {item.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ResultsDisclaimer className="mt-8" />
    </>
  );
}
