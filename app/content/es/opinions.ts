/**
 * Translation awaiting the firm's review.
 * Nothing here is translated: a case citation is a proper name, the same in a Spanish text, and a
 * reader looking it up needs it exactly as the reporter prints it. The Spanish pages read this
 * module so every Spanish page has its twin of each English content module.
 */
import * as en from "~/content/opinions";
import type { Translation } from "~/content/translation";

export type { PublishedOpinion } from "~/content/opinions";

// sample: the English list's sample citations, flagged there
export const opinions = en.opinions satisfies Translation<typeof en.opinions>;

export const publishedOpinions: string[] = en.publishedOpinions;
