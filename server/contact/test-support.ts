/** For tests: a migrated store on a fresh SQLite file in a temporary folder. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CaseEvaluation, WidgetSubmission } from "~/contract/contact-request";
import { openSqliteDatabase } from "./database";
import { createSqlContactStore } from "./store";

export async function openTestStore() {
  const dir = mkdtempSync(join(tmpdir(), "contact-store-"));
  const path = join(dir, "site.db");
  const { db, executor } = await openSqliteDatabase(path);
  return { db, executor, path, dir, store: createSqlContactStore(db, executor) };
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
