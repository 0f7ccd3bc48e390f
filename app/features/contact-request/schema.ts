import { z } from "zod/mini";

// Zod Mini (ADR 003: a fraction of the classic API's weight in the browser) otherwise probes `new Function` for its fast path, which our CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

/**
 * The two payloads of POST /functions/v1/send-contact-email (spec sections 3 and 5).
 * The case-evaluation form, the message widget and the server all validate with these.
 */

export const PREFERRED_LANGUAGES = [
  "English",
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Russian",
  "Chinese (Mandarin)",
  "Japanese",
  "Korean",
  "Arabic",
  "Other",
] as const;

export const HOW_HEARD_OPTIONS = [
  "Google search",
  "Referral from another attorney",
  "Friend or family recommendation",
  "Social media",
  "News article",
  "Yellow Pages",
  "Previous client",
  "Court referral",
  "Other",
] as const;

/** howHeardAboutUs of every widget submission: it tells the two payloads apart. */
export const WIDGET_SOURCE = "Live Chat Widget";
export const NOT_SPECIFIED_VIA_CHAT = "Not specified via chat";
export const WIDGET_LANGUAGE = "English";

/**
 * A form field that people never see and bots fill in. Only the server looks at it:
 * a filled one is stored as spam and never mailed. Its name means nothing to browser
 * autofill, so a real visitor's browser never fills it in for them.
 */
export const HONEYPOT_FIELD = "contactReference";

const SHORT_TEXT = 200;
const LONG_TEXT = 10_000;
const tooLong = (max: number) => `Please keep this under ${max} characters`;

/** A string field whose message also covers a missing or non-string value. */
const text = (message: string) => z.string({ error: message });
/** Trimmed, then at least one character and at most `max`. */
const required = (message: string, max = SHORT_TEXT) =>
  text(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
/** Trimmed, at most `max` characters, and a valid address. */
const email = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(SHORT_TEXT, tooLong(SHORT_TEXT))), z.email(message));

export const CaseEvaluationSchema = z.object({
  firstName: required("First name is required"),
  lastName: required("Last name is required"),
  email: email("Please enter a valid email address"),
  phone: text("Please enter a valid phone number").check(
    z.trim(),
    z.minLength(10, "Please enter a valid phone number"),
    z.maxLength(40, tooLong(40)),
  ),
  preferredLanguage: required("Please select your preferred language"),
  caseDescription: text("Please provide at least 20 characters describing your case").check(
    z.trim(),
    z.minLength(20, "Please provide at least 20 characters describing your case"),
    z.maxLength(LONG_TEXT, tooLong(LONG_TEXT)),
  ),
  pendingCharges: z.enum(["yes", "no"], { error: "Please select whether you have pending criminal charges" }),
  policeAgency: required("Please specify the police agency involved"),
  /** Optional; a locale-formatted date string such as en-US "3/14/2024". */
  incidentDate: z.optional(z.string().check(z.trim(), z.maxLength(40, tooLong(40)))),
  incidentLocation: required("Please provide the location of the incident"),
  howHeardAboutUs: required("Please tell us how you heard about us"),
});

export type CaseEvaluation = z.infer<typeof CaseEvaluationSchema>;

export const WidgetSubmissionSchema = z
  .object({
    firstName: required("Please enter your name"),
    lastName: z.string().check(z.trim(), z.maxLength(SHORT_TEXT, tooLong(SHORT_TEXT))),
    email: z.union([z.literal(""), email("Please enter a valid email address")]),
    phone: z.string().check(z.trim(), z.maxLength(40, tooLong(40))),
    caseDescription: required("Please write a message", LONG_TEXT),
    pendingCharges: z.literal(NOT_SPECIFIED_VIA_CHAT),
    policeAgency: z.literal(NOT_SPECIFIED_VIA_CHAT),
    incidentLocation: z.literal(NOT_SPECIFIED_VIA_CHAT),
    preferredLanguage: z.literal(WIDGET_LANGUAGE),
    howHeardAboutUs: z.literal(WIDGET_SOURCE),
  })
  .check(
    z.refine((value) => value.email !== "" || value.phone !== "", {
      message: "Please give an email address or a phone number",
      path: ["email"],
    }),
  );

export type WidgetSubmission = z.infer<typeof WidgetSubmissionSchema>;

export type ContactRequest =
  { source: "case-evaluation"; payload: CaseEvaluation } | { source: "widget"; payload: WidgetSubmission };

export type ContactRequestParseResult =
  | { success: true; request: ContactRequest }
  | { success: false; source: ContactRequest["source"]; fields: Record<string, string> };

/** Told apart by howHeardAboutUs: "Live Chat Widget" means the widget, anything else the form. */
export function parseContactRequest(input: unknown): ContactRequestParseResult {
  const isWidget =
    typeof input === "object" && input !== null && (input as Record<string, unknown>).howHeardAboutUs === WIDGET_SOURCE;
  const result = isWidget ? WidgetSubmissionSchema.safeParse(input) : CaseEvaluationSchema.safeParse(input);
  const source = isWidget ? "widget" : "case-evaluation";
  if (result.success) {
    return { success: true, request: { source, payload: result.data } as ContactRequest };
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return { success: false, source, fields };
}
