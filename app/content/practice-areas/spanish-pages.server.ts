/**
 * The Spanish practice pages, found by slug like their English twins (./pages.server.ts).
 * Server-only: the Spanish practice page's loader reads them at build time. The words are the
 * translator's (app/content/es/practice-areas/); this file only connects them to the routes.
 */
import type { PracticeAreaSlug } from "~/content/navigation";
import { practiceAreas } from "~/content/es/practice-areas";
import { civilRights } from "~/content/es/practice-areas/pages/civil-rights";
import { resistingArrest } from "~/content/es/practice-areas/pages/resisting-arrest";
import { excessiveForce } from "~/content/es/practice-areas/pages/excessive-force";
import { custodialAbuse } from "~/content/es/practice-areas/pages/custodial-abuse";
import { falseArrest } from "~/content/es/practice-areas/pages/false-arrest";
import { wrongfulDeath } from "~/content/es/practice-areas/pages/wrongful-death";
import { policeDogs } from "~/content/es/practice-areas/pages/police-dogs";
import { positionalAsphyxia } from "~/content/es/practice-areas/pages/positional-asphyxia";
import { maliciousProsecution } from "~/content/es/practice-areas/pages/malicious-prosecution";
import { taserDevices } from "~/content/es/practice-areas/pages/taser-devices";
import { illegalSearches } from "~/content/es/practice-areas/pages/illegal-searches";
import { conciergeLegal } from "~/content/es/practice-areas/pages/concierge-legal";
import type { Translation } from "~/content/translation";
import { localizedPath } from "~/lib/language";
import { practiceAreaHref } from "~/content/navigation";
import type { PracticeArea } from "./index";
import type { PracticeAreaPageContent } from "./types";

const spanishPages: Record<PracticeAreaSlug, Translation<PracticeAreaPageContent>> = {
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
};

/** The Spanish cards, each linking to its Spanish page whatever href the translation carries. */
export function spanishPracticeAreas(): Translation<PracticeArea>[] {
  return practiceAreas.map((area) => ({
    ...area,
    href: localizedPath(practiceAreaHref(area.slug as PracticeAreaSlug), "es"),
  }));
}

/** The Spanish card and page of one area, or undefined for an unknown slug. */
export function findSpanishPracticeArea(slug: string | undefined) {
  const area = spanishPracticeAreas().find((candidate) => candidate.slug === slug);
  return area ? { area, page: spanishPages[area.slug as PracticeAreaSlug] } : undefined;
}
