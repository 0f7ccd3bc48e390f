import { z } from "zod/mini";
import { isValidIncidentDate } from "./incident-date";

// Zod Mini (ADR 004: a fraction of the classic API's weight in the browser) otherwise probes `new Function` for its fast path, which our CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

/**
 * The two payloads of POST /functions/v1/send-contact-email (spec sections 3 and 5), with
 * every rule. The case-evaluation form, the message widget and the server all validate
 * with these; the messages come from the caller, in its visitor's language.
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

/**
 * The answers to "Do you have pending criminal charges?" (spec section 3 gives yes and no): a
 * visitor who does not know says so ("unknown"), rather than guess an answer the office relies on.
 */
export const PENDING_CHARGES = ["yes", "no", "unknown"] as const;
export type PendingCharges = (typeof PENDING_CHARGES)[number];

/**
 * The optional "How may the office reach you?" of the case-evaluation form (issue 35; an
 * addition to spec section 3): the ways that are safe for the visitor, and a safe time. Legal-aid
 * intakes ask it first: a call, a text or a voicemail can put someone at risk at home.
 */
export const REACH_PREFERENCES = ["any", "no-voicemail", "text-only", "call-only", "email-only"] as const;
export type ReachPreference = (typeof REACH_PREFERENCES)[number];

/** howHeardAboutUs of every widget submission: it tells the two payloads apart. */
export const WIDGET_SOURCE = "Live Chat Widget";
export const NOT_SPECIFIED_VIA_CHAT = "Not specified via chat";
export const WIDGET_LANGUAGE = "English";
/** The widget on the Spanish pages says "Spanish": the visitor wrote from the Spanish edition. */
export const WIDGET_LANGUAGES = [WIDGET_LANGUAGE, "Spanish"] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/**
 * Every message the payloads' rules can give, in one language. Each language's words are
 * content (English: ~/content/contact-request-messages), so a form in another language
 * supplies its own object of this type, and a missing message does not compile.
 */
export type ContactRequestMessages = Readonly<{
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredLanguage: string;
  caseDescription: string;
  pendingCharges: string;
  policeAgency: string;
  /** A date the calendar cannot give: another format, before 1900 or after today. */
  incidentDate: string;
  incidentLocation: string;
  howHeardAboutUs: string;
  /** The optional "how may the office reach you", when its answer is none of the choices. */
  reachBy: string;
  /** The widget's name field. */
  name: string;
  /** The widget's message, when it is only spaces. */
  message: string;
  /** The widget needs one way to reach the visitor. */
  emailOrPhone: string;
  tooLong: (max: number) => string;
}>;

const SHORT_TEXT = 200;
const LONG_TEXT = 10_000;
const PHONE_TEXT = 40;

function fieldRules(messages: ContactRequestMessages) {
  const { tooLong } = messages;
  /** A string field whose message also covers a missing or non-string value. */
  const text = (message: string) => z.string({ error: message });
  return {
    text,
    /** Trimmed, then at least one character and at most `max`. */
    required: (message: string, max = SHORT_TEXT) =>
      text(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max))),
    /** Trimmed, at most `max` characters, and a valid address. */
    email: () =>
      z.pipe(
        text(messages.email).check(z.trim(), z.maxLength(SHORT_TEXT, tooLong(SHORT_TEXT))),
        z.email(messages.email),
      ),
    /** Trimmed, at most `max` characters, possibly empty. */
    optional: (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLong(max))),
    tooLong,
  };
}

/** The case-evaluation form's payload, with its messages in one language. */
export function createCaseEvaluationSchema(messages: ContactRequestMessages) {
  const { text, required, email, optional, tooLong } = fieldRules(messages);
  return z.object({
    firstName: required(messages.firstName),
    lastName: required(messages.lastName),
    email: email(),
    phone: text(messages.phone).check(
      z.trim(),
      z.minLength(10, messages.phone),
      z.maxLength(PHONE_TEXT, tooLong(PHONE_TEXT)),
    ),
    preferredLanguage: required(messages.preferredLanguage),
    caseDescription: text(messages.caseDescription).check(
      z.trim(),
      z.minLength(20, messages.caseDescription),
      z.maxLength(LONG_TEXT, tooLong(LONG_TEXT)),
    ),
    pendingCharges: z.enum(PENDING_CHARGES, { error: messages.pendingCharges }),
    policeAgency: required(messages.policeAgency),
    /** Optional: missing, empty, or a day the calendar offers, as en-US "3/14/2024". */
    incidentDate: z.optional(
      text(messages.incidentDate).check(
        z.trim(),
        z.refine((value) => value === "" || isValidIncidentDate(value), messages.incidentDate),
      ),
    ),
    incidentLocation: required(messages.incidentLocation),
    howHeardAboutUs: required(messages.howHeardAboutUs),
    /** Optional (issue 35): missing or empty when not answered. */
    reachBy: z.optional(z.union([z.literal(""), z.enum(REACH_PREFERENCES)], { error: messages.reachBy })),
    /** Optional: a safe time to reach them, in their words ("weekdays after 6 pm"). */
    safeTime: z.optional(optional(SHORT_TEXT)),
  });
}

export type CaseEvaluation = z.infer<ReturnType<typeof createCaseEvaluationSchema>>;

/** The message widget's payload, with its messages in one language. */
export function createWidgetSubmissionSchema(messages: ContactRequestMessages) {
  const { required, email, optional } = fieldRules(messages);
  return z
    .object({
      firstName: required(messages.name),
      lastName: optional(SHORT_TEXT),
      email: z.union([z.literal(""), email()]),
      phone: optional(PHONE_TEXT),
      caseDescription: required(messages.message, LONG_TEXT),
      pendingCharges: z.literal(NOT_SPECIFIED_VIA_CHAT),
      policeAgency: z.literal(NOT_SPECIFIED_VIA_CHAT),
      incidentLocation: z.literal(NOT_SPECIFIED_VIA_CHAT),
      preferredLanguage: z.enum(WIDGET_LANGUAGES),
      howHeardAboutUs: z.literal(WIDGET_SOURCE),
    })
    .check(
      z.refine((value) => value.email !== "" || value.phone !== "", {
        message: messages.emailOrPhone,
        path: ["email"],
      }),
    );
}

export type WidgetSubmission = z.infer<ReturnType<typeof createWidgetSubmissionSchema>>;

export type ContactRequestSchemas = {
  caseEvaluation: ReturnType<typeof createCaseEvaluationSchema>;
  widgetSubmission: ReturnType<typeof createWidgetSubmissionSchema>;
};

export function createContactRequestSchemas(messages: ContactRequestMessages): ContactRequestSchemas {
  return {
    caseEvaluation: createCaseEvaluationSchema(messages),
    widgetSubmission: createWidgetSubmissionSchema(messages),
  };
}

/** The two ways in: the case-evaluation form and the message widget. */
export const CONTACT_SOURCES = ["case-evaluation", "widget"] as const;
/** Where a request came from: the case-evaluation form or the message widget. */
export type ContactSource = (typeof CONTACT_SOURCES)[number];
export type ContactRequest =
  { source: "case-evaluation"; payload: CaseEvaluation } | { source: "widget"; payload: WidgetSubmission };

export type ContactRequestParseResult =
  | { success: true; request: ContactRequest }
  | { success: false; source: ContactRequest["source"]; fields: Record<string, string> };

/** Told apart by howHeardAboutUs: "Live Chat Widget" means the widget, anything else the form. */
export function parseContactRequest(input: unknown, schemas: ContactRequestSchemas): ContactRequestParseResult {
  const isWidget =
    typeof input === "object" && input !== null && (input as Record<string, unknown>).howHeardAboutUs === WIDGET_SOURCE;
  const result = isWidget ? schemas.widgetSubmission.safeParse(input) : schemas.caseEvaluation.safeParse(input);
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
