import type { ContactRequestMessages } from "~/contract/contact-request";

/**
 * The validation messages of the case-evaluation form and the message widget, in English
 * (spec section 5). The server answers a request it refuses with the same ones.
 */
export const contactRequestMessages: ContactRequestMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  preferredLanguage: "Please select your preferred language",
  caseDescription: "Please provide at least 20 characters describing your case",
  pendingCharges: "Please select whether you have pending criminal charges",
  policeAgency: "Please specify the police agency involved",
  incidentDate: "Please choose a date between January 1, 1900 and today",
  incidentLocation: "Please provide the location of the incident",
  howHeardAboutUs: "Please tell us how you heard about us",
  reachBy: "Please choose one of the ways to reach you, or leave it blank",
  name: "Please enter your name",
  message: "Please write a message",
  emailOrPhone: "Please give an email address or a phone number",
  tooLong: (max) => `Please keep this under ${max} characters`,
};

/** How long to wait before sending again, from a Retry-After in seconds: "a minute", "5 minutes", "2 hours". */
export function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
