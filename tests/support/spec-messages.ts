/**
 * The case-evaluation form's validation messages, copied once from the spec (../shared/SPEC.md,
 * section 5) for the tests. Restated here rather than imported from the schema, so a
 * changed message in the product cannot pass the tests unnoticed.
 */
export const CASE_EVALUATION_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  preferredLanguage: "Please select your preferred language",
  caseDescription: "Please provide at least 20 characters describing your case",
  pendingCharges: "Please select whether you have pending criminal charges",
  policeAgency: "Please specify the police agency involved",
  incidentLocation: "Please provide the location of the incident",
  howHeardAboutUs: "Please tell us how you heard about us",
} as const;
