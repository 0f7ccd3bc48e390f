import { ArrowRightIcon } from "~/components/icons";
import type { PracticeAreaCard } from "~/content/practice-areas";
import type { Translation } from "~/content/translation";

/**
 * One card of the practice-areas index. The whole card is one link, named by its title
 * (the title's link stretches over the card), so a screen reader hears each area once.
 * 650 px tall from `lg` up (spec section 9); on narrower screens it grows with its text.
 */
export function PracticeAreaCard({
  area,
  linkHint,
  eager = false,
}: {
  area: Translation<PracticeAreaCard>;
  linkHint: string;
  eager?: boolean;
}) {
  const { image } = area;
  return (
    <article
      data-testid="practice-area-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-shadow focus-within:shadow-card-hover hover:shadow-card-hover lg:min-h-[650px]"
    >
      <CardPicture image={image} eager={eager} />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h2 className="font-serif text-2xl leading-snug font-semibold text-ink-900">
          <a
            href={area.href}
            className="rounded-sm after:absolute after:inset-0 after:rounded-card after:content-[''] group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500"
          >
            {area.title}
          </a>
        </h2>
        <p className="mt-3 leading-relaxed text-ink-700">{area.description}</p>
        <p aria-hidden="true" className="mt-auto flex items-center gap-2 pt-6 font-semibold text-brand-700">
          {linkHint}
          <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

const PICTURE_CLASS = "aspect-[8/5] h-auto w-full bg-brand-900 object-cover lg:aspect-[4/3]";

/** The site's line drawing as it is, or a photo the firm uploaded in the formats and widths cut for it. */
function CardPicture({ image, eager }: { image: Translation<PracticeAreaCard>["image"]; eager: boolean }) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={PICTURE_CLASS}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="(min-width: 1024px) 22rem, 100vw" />
      ))}
      {img}
    </picture>
  );
}
