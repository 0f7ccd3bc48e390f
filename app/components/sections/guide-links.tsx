import { ArrowRightIcon } from "~/components/icons";
import type { NavigationItem } from "~/content/navigation";

/**
 * A titled list of links to the guides, one per row with an arrow: beside a guide (the others)
 * and on the 404 page (all of them).
 */
export function GuideLinks({
  id,
  title,
  items,
  className,
  titleClassName = "",
  landmark = "nav",
}: {
  /** The heading's id, which names the list for assistive technology. */
  id: string;
  title: string;
  items: readonly NavigationItem[];
  className?: string;
  titleClassName?: string;
  /** A section where the page's other lists of guides already make a navigation landmark of that name (the footer's). */
  landmark?: "nav" | "section";
}) {
  const Landmark = landmark;
  return (
    <Landmark aria-labelledby={id} className={className}>
      <h2 id={id} className={`font-serif text-xl font-semibold text-ink-900 ${titleClassName}`.trim()}>
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-ink-100 border-y border-ink-100">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className="flex min-h-12 items-center justify-between gap-3 py-2 font-semibold text-brand-800 hover:text-brand-950 hover:underline"
            >
              {item.name}
              <ArrowRightIcon className="size-5 shrink-0 text-brand-700" />
            </a>
          </li>
        ))}
      </ul>
    </Landmark>
  );
}
