// TEMPORARY COPY — replaced by the translator's file at merge
// Translation awaiting the firm's review (placeholder: the English text until the translator's file arrives).
import type * as en from "~/content/opinions";
import type { Translation } from "~/content/translation";
/**
 * Published Opinions on the about page: seven case citations (spec section 2).
 *
 * PLACEHOLDERS: fictional parties, and citations in an obviously fictional form (volume and page
 * 000, Westlaw number 0000000), so nobody looking one up finds a real, unrelated case. Each is
 * flagged `sample: true`; the firm replaces them with the reported decisions in its own cases.
 */
import type { MaybeSample } from "~/content/es/shared";

export type PublishedOpinion = MaybeSample & { citation: string };

export const opinions = [
  { citation: "Marlow v. City of Alder Creek, 000 F.3d 000 (9th Cir. 2019)", sample: true },
  { citation: "Reyes v. County of Del Oro, 00 Cal. App. 5th 000 (2018)", sample: true },
  { citation: "Harmon v. City of Eastbridge, 000 F. App'x 000 (9th Cir. 2020)", sample: true },
  { citation: "Estate of Lindqvist v. County of Cedar Hollow, 00 F.4th 000 (9th Cir. 2023)", sample: true },
  { citation: "Okafor v. City of Summit Valley, 2021 WL 0000000 (N.D. Cal. Sept. 27, 2021)", sample: true },
  { citation: "Tran v. City of Harbor Glen, 00 Cal. App. 5th 0000 (2017)", sample: true },
  { citation: "Whitaker v. County of Stone Ridge, 2014 WL 0000000 (E.D. Cal. May 29, 2014)", sample: true },
] satisfies PublishedOpinion[];

/** The citations as the about page lists them. */
export const publishedOpinions: string[] = opinions.map((opinion) => opinion.citation);

// Same shape as the English module (~/content/translation): a missing or extra key is a type error.
void ({ opinions, publishedOpinions } satisfies {
  opinions: Translation<typeof en.opinions>;
  publishedOpinions: Translation<typeof en.publishedOpinions>;
});
