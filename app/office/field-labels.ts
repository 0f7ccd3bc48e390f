/** The office's names for a request's fields, in the order of the spec's section 3 (then the form's additions): its pages, its CSV and its email. */
export const FIELD_LABELS = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["preferredLanguage", "Preferred language"],
  ["caseDescription", "Case description"],
  ["pendingCharges", "Pending criminal charges"],
  ["policeAgency", "Police agency"],
  ["incidentDate", "Date of incident"],
  ["incidentLocation", "Location of incident"],
  ["howHeardAboutUs", "How they heard about us"],
  // The form's optional question on reaching them (issue 35), after the spec's fields.
  ["reachBy", "How to reach them"],
  ["safeTime", "Safe time to reach them"],
] as const;

export type RequestField = (typeof FIELD_LABELS)[number][0];
