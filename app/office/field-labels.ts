/** The office's names for a request's fields, in the order of the spec's section 3: its pages, its CSV and its email. */
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
] as const;

export type RequestField = (typeof FIELD_LABELS)[number][0];
