import { ExternalLink } from "~/components/ui/external-link";
import type { PressItem } from "~/content/press";
import { formatIsoDate } from "~/lib/format-date";
import { useSiteText } from "~/lib/site-text";

/** One press item: publication, headline, date, excerpt and the external "Read Article" link. */
export function NewsCard({
  item,
  readArticle,
  headingLevel = "h3",
}: {
  item: PressItem;
  readArticle: string;
  headingLevel?: "h2" | "h3";
}) {
  const { language } = useSiteText();
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-7">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{item.publication}</p>
      <Heading className="mt-2 font-serif text-xl leading-snug font-semibold text-ink-900">{item.headline}</Heading>
      <p className="mt-2 text-sm text-ink-600">
        <time dateTime={item.date}>{formatIsoDate(item.date, language)}</time>
      </p>
      <p className="mt-4 flex-1 leading-relaxed text-ink-700">{item.excerpt}</p>
      <ExternalLink
        href={item.link}
        context={`${item.headline}, ${item.publication}`}
        className="mt-6 inline-flex items-center gap-2 self-start rounded-md font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
      >
        {readArticle}
      </ExternalLink>
    </article>
  );
}

export function NewsGrid({
  items,
  readArticle,
  headingLevel,
}: {
  items: readonly PressItem[];
  /** The link text of each item ("Read Article"), in the page's language. */
  readArticle: string;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.link}>
          <NewsCard item={item} readArticle={readArticle} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
