import { createHash } from "node:crypto";
import type * as booking from "~/content/booking";
import type { Firm } from "~/content/firm";
import { imageResolver, NO_MEDIA } from "~/editions/artwork";
import type { Language } from "~/editions/editions";
import { createSiteContent, type SiteContent } from "~/editions/site-content";
import type { ContentService } from "../content/service";

export type BookingWords = typeof booking;

/**
 * Not yet used: the booking words (app/content/booking.ts) join the content model when the
 * consultations' invitations do (issue 34, left for later).
 *
 * The words the server mails in and the firm's facts, as the published version has them (the
 * firm's name, phone and address filled in): read once per version.
 */
export function createPublishedWords(content: Pick<ContentService, "published">) {
  let cached: { number: number; site: SiteContent } | undefined;
  return async function wordsIn(language: Language): Promise<{ booking: BookingWords; firm: Firm }> {
    const version = await content.published();
    if (cached?.number !== version.number) {
      cached = { number: version.number, site: createSiteContent(version.snapshot, imageResolver(NO_MEDIA)) };
    }
    return {
      booking: cached.site.read(language, "booking") as unknown as BookingWords,
      firm: (cached.site.read(language, "firm") as { firm: Firm }).firm,
    };
  };
}

export type PublishedWords = ReturnType<typeof createPublishedWords>;

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
