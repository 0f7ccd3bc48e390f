import { createHash } from "node:crypto";
import type { Firm } from "~/content/firm";
import type { Language } from "~/editions/editions";
import { createSiteContent, type SiteContent } from "~/editions/site-content";
import type { ContentService } from "../content/service";

/**
 * The firm's facts as the published version has them (its name, phone and address, in the
 * consultation's mail and calendar file): read once per version. The mail's words are the
 * bundled ones (app/content/booking.ts and its Spanish twin) until they join the content model.
 */
/** Mail has no images: a reference resolves to nothing a message would show. */
const NO_IMAGE = () => ({ src: "", sources: [], width: 0, height: 0 });

export function createPublishedFirm(content: Pick<ContentService, "published">) {
  let cached: { number: number; site: SiteContent } | undefined;
  return async function firmIn(language: Language): Promise<Firm> {
    const version = await content.published();
    if (cached?.number !== version.number) {
      cached = { number: version.number, site: createSiteContent(version.snapshot, NO_IMAGE) };
    }
    return (cached.site.read(language, "firm") as { firm: Firm }).firm;
  };
}

/**
 * A UUID made from a name: the same name always gives the same id, so a message queued for it
 * (a morning list, a reminder) is one row however many instances queue it, whose primary key
 * refuses the second.
 */
export function stableId(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
