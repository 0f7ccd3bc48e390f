import { PhotoEnhancementTool } from "~/features/photo-enhancement/photo-enhancement-tool";
import type { PhotoCopy } from "~/features/photo-enhancement/photo-copy";
import { PAGE_ISLAND_ID } from "~/islands/islands";

export function PhotoEnhancementPage({ copy }: { copy: PhotoCopy }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <div className="max-w-3xl">
        <h1 className="font-serif text-4xl font-semibold text-ink-900 sm:text-5xl">{copy.heading}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">{copy.intro}</p>
        <p className="mt-2 text-ink-700">{copy.privacy}</p>
      </div>
      {/* The page's own island. */}
      <div id={PAGE_ISLAND_ID} className="contents">
        <PhotoEnhancementTool copy={copy} />
      </div>
    </div>
  );
}
