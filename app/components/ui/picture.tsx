import type { ContentImage } from "~/content/images";

/**
 * A responsive <picture>: AVIF, then WebP, at the widths generated for the artwork. The
 * explicit width and height reserve the space before the file arrives. Below the fold it
 * loads lazily; the largest paint of a page passes `priority` (and the route preloads it).
 */
export function Picture({
  image,
  priority = false,
  className,
  imgClassName,
}: {
  image: ContentImage;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={imgClassName}
      />
    </picture>
  );
}
