/**
 * The firm's name and phone as the published version has them, for the mail the server writes
 * outside a page's render (a reply's sender name, the upload link's message): a firm that edits
 * its name or phone in the site editor sees them in its next mail, not the build's.
 */
import type { Firm } from "~/content/firm";
import { createSiteContent, type SiteContent } from "~/editions/site-content";
import type { Language } from "~/lib/language";
import type { ContentService } from "./service";

/** Mail has no images: a reference resolves to nothing a message would show. */
const NO_IMAGE = () => ({ src: "", sources: [], width: 0, height: 0 });

export function publishedFirmFacts(content: Pick<ContentService, "published">) {
  let shown: { number: number; site: SiteContent } | undefined;
  return async (language: Language): Promise<{ name: string; phone: string }> => {
    const version = await content.published();
    if (shown?.number !== version.number)
      shown = { number: version.number, site: createSiteContent(version.snapshot, NO_IMAGE) };
    const { firm } = shown.site.read(language, "firm") as { firm: Firm };
    return { name: firm.name, phone: firm.phone.display };
  };
}
