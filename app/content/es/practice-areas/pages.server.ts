/** Translation awaiting the firm's review: the long text of the 12 Spanish practice pages, gathered.
 * Server-only, like its English twin (~/content/practice-areas/pages.server).
 */
import type { PracticeAreaSlug } from "~/content/navigation";
import type { PracticeAreaPageContent } from "~/content/practice-areas/types";
import type { Translation } from "~/content/translation";
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

/** Counting words does not depend on the language: the English helper serves both editions. */
export { pageWords } from "~/content/practice-areas/pages.server";

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
} satisfies Record<PracticeAreaSlug, Translation<PracticeAreaPageContent>>;
