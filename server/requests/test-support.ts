/** For tests: a migrated database on a fresh SQLite file in a temporary folder, and its requests. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CaseEvaluation, WidgetSubmission } from "~/contract/contact-request";
import { openDatabase } from "../db/open";
import { silentLogger } from "../logger";
import { createRequestReads } from "./reads";
import { createRequestsRepository } from "./repository";

export async function openTestDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "site-db-"));
  const path = join(dir, "site.db");
  const database = await openDatabase(
    { url: `file:${path}`, poolSize: 1, statementTimeoutMs: 5_000 },
    { logger: silentLogger },
  );
  return {
    database,
    db: database.db,
    path,
    dir,
    requests: createRequestsRepository(database),
    reads: createRequestReads(database),
    close: () => database.close(),
  };
}

export const caseEvaluation: CaseEvaluation = {
  firstName: "Jane",
  lastName: "Doe",
  email: "jane.doe@example.org",
  phone: "(707) 555-0100",
  preferredLanguage: "Spanish",
  caseDescription: "Officers pulled me from my car and hit me.\nI have photos of the bruises.",
  pendingCharges: "yes",
  policeAgency: "Santa Rosa Police Department",
  incidentDate: "3/14/2024",
  incidentLocation: "Mendocino Avenue, Santa Rosa",
  howHeardAboutUs: "Friend or family recommendation",
  reachBy: "text-only",
  safeTime: "weekday mornings",
};

export const widgetSubmission: WidgetSubmission = {
  firstName: "Sam",
  lastName: "Lee Park",
  email: "",
  phone: "707-555-0199",
  caseDescription: "My brother was tased during a traffic stop.\n\nPlease call me.",
  pendingCharges: "Not specified via chat",
  policeAgency: "Not specified via chat",
  incidentLocation: "Not specified via chat",
  preferredLanguage: "English",
  howHeardAboutUs: "Live Chat Widget",
};
