/**
 * The long text of the 12 practice pages: their first version (~/content/model/first-version.server),
 * by slug in the order of the navigation. Server-only: pages read it through ~/editions/words, so
 * the words are prerendered into each page's HTML and are in no JavaScript.
 */
import type { PracticeAreaSlug } from "~/content/navigation";
import { plainText } from "~/content/model/markdown";
import type { PracticeAreaPageContent } from "./types";
import { civilRights } from "./pages/civil-rights";
import { resistingArrest } from "./pages/resisting-arrest";
import { excessiveForce } from "./pages/excessive-force";
import { custodialAbuse } from "./pages/custodial-abuse";
import { falseArrest } from "./pages/false-arrest";
import { wrongfulDeath } from "./pages/wrongful-death";
import { policeDogs } from "./pages/police-dogs";
import { positionalAsphyxia } from "./pages/positional-asphyxia";
import { maliciousProsecution } from "./pages/malicious-prosecution";
import { taserDevices } from "./pages/taser-devices";
import { illegalSearches } from "./pages/illegal-searches";
import { conciergeLegal } from "./pages/concierge-legal";

export const practiceAreaPages = {
  "civil-rights": civilRights,
  "resisting-arrest": resistingArrest,
  "excessive-force": excessiveForce,
  "custodial-abuse": custodialAbuse,
  "false-arrest": falseArrest,
  "wrongful-death": wrongfulDeath,
  "police-dogs": policeDogs,
  "positional-asphyxia": positionalAsphyxia,
  "malicious-prosecution": maliciousProsecution,
  "taser-devices": taserDevices,
  "illegal-searches": illegalSearches,
  "concierge-legal": conciergeLegal,
} satisfies Record<PracticeAreaSlug, PracticeAreaPageContent>;

/** The words of a page a visitor reads: lead, section headings, paragraphs and list items. */
export function pageWords(page: Pick<PracticeAreaPageContent, "lead" | "sections">): string[] {
  const text = [page.lead, ...page.sections.flatMap((section) => [section.heading, plainText(section.blocks)])];
  return text
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}
