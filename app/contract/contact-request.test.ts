import { afterEach, describe, expect, it, vi } from "vitest";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { CASE_EVALUATION_MESSAGES } from "../../tests/support/spec-messages";
import { HONEYPOT_FIELD } from "./contact-endpoint";
import {
  REACH_PREFERENCES,
  createCaseEvaluationSchema,
  createContactRequestSchemas,
  HOW_HEARD_OPTIONS,
  NOT_SPECIFIED_VIA_CHAT,
  parseContactRequest as parseWith,
  PREFERRED_LANGUAGES,
  WIDGET_LANGUAGE,
  WIDGET_SOURCE,
  type ContactRequestMessages,
} from "./contact-request";

const schemas = createContactRequestSchemas(contactRequestMessages);
const CaseEvaluationSchema = schemas.caseEvaluation;
const WidgetSubmissionSchema = schemas.widgetSubmission;
const parseContactRequest = (input: unknown) => parseWith(input, schemas);

const validCase = {
  firstName: "Maria",
  lastName: "Lopez",
  email: "maria@example.com",
  phone: "(707) 555-0199",
  preferredLanguage: "Spanish",
  caseDescription: "Officers pushed me to the ground during a traffic stop.",
  pendingCharges: "no",
  policeAgency: "Santa Rosa Police Department",
  incidentDate: "3/14/2024",
  incidentLocation: "Santa Rosa, CA",
  howHeardAboutUs: "Google search",
};

const validWidget = {
  firstName: "Sam",
  lastName: "Lee Park",
  email: "sam@example.com",
  phone: "",
  caseDescription: "I was stopped last night.\n\nCan someone call me?",
  pendingCharges: NOT_SPECIFIED_VIA_CHAT,
  policeAgency: NOT_SPECIFIED_VIA_CHAT,
  incidentLocation: NOT_SPECIFIED_VIA_CHAT,
  preferredLanguage: WIDGET_LANGUAGE,
  howHeardAboutUs: WIDGET_SOURCE,
};

/** Every field's first message when the case evaluation `input` is parsed. */
function caseErrors(input: Record<string, unknown>) {
  const result = CaseEvaluationSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]).reverse());
}

function widgetErrors(input: Record<string, unknown>) {
  const result = WidgetSubmissionSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]).reverse());
}

describe("option lists (spec section 3)", () => {
  it("has the 12 preferred languages in order", () => {
    expect(PREFERRED_LANGUAGES).toEqual([
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
    ]);
  });

  it("has the 9 ways of hearing about the firm in order", () => {
    expect(HOW_HEARD_OPTIONS).toEqual([
      "Google search",
      "Referral from another attorney",
      "Friend or family recommendation",
      "Social media",
      "News article",
      "Yellow Pages",
      "Previous client",
      "Court referral",
      "Other",
    ]);
  });
});

describe("CaseEvaluationSchema (spec section 5)", () => {
  it("accepts a complete request and trims every value", () => {
    const result = CaseEvaluationSchema.parse({ ...validCase, firstName: "  Maria ", email: " maria@example.com " });
    expect(result).toEqual(validCase);
  });

  it("gives every spec message for the empty form (all defaults are empty strings)", () => {
    const empty = Object.fromEntries(Object.keys(validCase).map((key) => [key, ""]));
    expect(caseErrors(empty)).toEqual(CASE_EVALUATION_MESSAGES);
  });

  it("gives the same messages when the fields are missing altogether", () => {
    expect(Object.keys(caseErrors({})).sort()).toEqual(
      Object.keys(validCase)
        .filter((key) => key !== "incidentDate")
        .sort(),
    );
    expect(caseErrors({})).toMatchObject({
      firstName: "First name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      caseDescription: "Please provide at least 20 characters describing your case",
      pendingCharges: "Please select whether you have pending criminal charges",
    });
  });

  it.each([
    ["firstName", "First name is required"],
    ["lastName", "Last name is required"],
    ["preferredLanguage", "Please select your preferred language"],
    ["policeAgency", "Please specify the police agency involved"],
    ["incidentLocation", "Please provide the location of the incident"],
    ["howHeardAboutUs", "Please tell us how you heard about us"],
  ])("%s needs at least one character that is not a space", (field, message) => {
    expect(caseErrors({ ...validCase, [field]: "   " })).toEqual({ [field]: message });
    expect(caseErrors({ ...validCase, [field]: "x" })).toEqual({});
    expect(caseErrors({ ...validCase, [field]: 42 })).toEqual({ [field]: message });
  });

  it.each([
    "firstName",
    "lastName",
    "preferredLanguage",
    "policeAgency",
    "incidentLocation",
    "howHeardAboutUs",
    "email",
  ])("%s is limited to 200 characters", (field) => {
    const at = field === "email" ? `${"a".repeat(188)}@example.com` : "a".repeat(200);
    expect(at).toHaveLength(200);
    expect(caseErrors({ ...validCase, [field]: at })).toEqual({});
    expect(caseErrors({ ...validCase, [field]: `a${at}` })).toEqual({
      [field]: "Please keep this under 200 characters",
    });
  });

  it.each(["maria", "maria@", "@example.com", "maria@example", "maria example@example.com", "maria@@example.com"])(
    "rejects the email %j",
    (email) => {
      expect(caseErrors({ ...validCase, email })).toEqual({ email: "Please enter a valid email address" });
    },
  );

  it.each(["m@example.co", "maria.lopez+case@mail.example.org", "  maria@example.com  "])(
    "accepts the email %j",
    (email) => {
      expect(caseErrors({ ...validCase, email })).toEqual({});
    },
  );

  it("takes the optional way to reach them (issue 35): missing, empty or one of the choices, and a safe time", () => {
    expect(caseErrors(validCase)).toEqual({});
    for (const reachBy of ["", ...REACH_PREFERENCES]) expect(caseErrors({ ...validCase, reachBy })).toEqual({});
    expect(caseErrors({ ...validCase, reachBy: "carrier pigeon" })).toEqual({
      reachBy: "Please choose one of the ways to reach you, or leave it blank",
    });
    expect(CaseEvaluationSchema.parse({ ...validCase, reachBy: "text-only", safeTime: " after 6 PM " })).toEqual({
      ...validCase,
      reachBy: "text-only",
      safeTime: "after 6 PM",
    });
    expect(caseErrors({ ...validCase, safeTime: "x".repeat(201) })).toEqual({
      safeTime: "Please keep this under 200 characters",
    });
  });

  it("needs a phone number of at least 10 characters, counted without outer spaces", () => {
    expect(caseErrors({ ...validCase, phone: "555-0199" })).toEqual({ phone: "Please enter a valid phone number" });
    expect(caseErrors({ ...validCase, phone: "  707555019  " })).toEqual({
      phone: "Please enter a valid phone number",
    });
    expect(caseErrors({ ...validCase, phone: "7075550199" })).toEqual({});
    expect(caseErrors({ ...validCase, phone: "1".repeat(40) })).toEqual({});
    expect(caseErrors({ ...validCase, phone: "1".repeat(41) })).toEqual({
      phone: "Please keep this under 40 characters",
    });
  });

  it("needs a description of at least 20 characters, and at most 10,000", () => {
    const message = "Please provide at least 20 characters describing your case";
    expect(caseErrors({ ...validCase, caseDescription: "a".repeat(19) })).toEqual({ caseDescription: message });
    expect(caseErrors({ ...validCase, caseDescription: ` ${"a".repeat(19)}      ` })).toEqual({
      caseDescription: message,
    });
    expect(caseErrors({ ...validCase, caseDescription: "a".repeat(20) })).toEqual({});
    expect(caseErrors({ ...validCase, caseDescription: "a".repeat(10_000) })).toEqual({});
    expect(caseErrors({ ...validCase, caseDescription: "a".repeat(10_001) })).toEqual({
      caseDescription: "Please keep this under 10000 characters",
    });
  });

  it.each(["", "maybe", "Yes", "NO", "true", "Unknown", "not sure"])("rejects pendingCharges %j", (pendingCharges) => {
    expect(caseErrors({ ...validCase, pendingCharges })).toEqual({
      pendingCharges: "Please select whether you have pending criminal charges",
    });
  });

  it.each(["yes", "no", "unknown"])("accepts pendingCharges %j", (pendingCharges) => {
    expect(caseErrors({ ...validCase, pendingCharges })).toEqual({});
  });

  it("keeps incidentDate optional: missing, empty or a day the calendar offers", () => {
    const { incidentDate: _omitted, ...withoutDate } = validCase;
    expect(CaseEvaluationSchema.parse(withoutDate).incidentDate).toBeUndefined();
    expect(CaseEvaluationSchema.parse({ ...validCase, incidentDate: "" }).incidentDate).toBe("");
    expect(CaseEvaluationSchema.parse({ ...validCase, incidentDate: " 3/14/2024 " }).incidentDate).toBe("3/14/2024");
    expect(CaseEvaluationSchema.parse({ ...validCase, incidentDate: "1/1/1900" }).incidentDate).toBe("1/1/1900");
  });

  describe("incidentDate", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each(["2024-03-14", "14/3/2024", "2/30/2024", "March 14, 2024", "12/31/1899", "1".repeat(41), 20240314])(
      "rejects %j with the date's message",
      (incidentDate) => {
        expect(caseErrors({ ...validCase, incidentDate })).toEqual({
          incidentDate: contactRequestMessages.incidentDate,
        });
      },
    );

    it("rejects a day after today, checked when the request is parsed", () => {
      vi.useFakeTimers({ now: new Date(Date.UTC(2025, 5, 10, 12, 0)), toFake: ["Date"] });
      expect(caseErrors({ ...validCase, incidentDate: "6/10/2025" })).toEqual({});
      expect(caseErrors({ ...validCase, incidentDate: "6/12/2025" })).toEqual({
        incidentDate: contactRequestMessages.incidentDate,
      });
    });
  });

  it("drops fields it does not know, such as the honeypot (the server reads that one apart)", () => {
    const parsed = CaseEvaluationSchema.parse({ ...validCase, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(parsed).not.toHaveProperty(HONEYPOT_FIELD);
  });
});

describe("WidgetSubmissionSchema (spec sections 3 and 5)", () => {
  it("accepts a widget submission with an email and no phone", () => {
    expect(WidgetSubmissionSchema.parse(validWidget)).toEqual(validWidget);
  });

  it("accepts a phone and no email", () => {
    expect(widgetErrors({ ...validWidget, email: "", phone: "707 555 0199" })).toEqual({});
  });

  it("needs at least one of email and phone", () => {
    expect(widgetErrors({ ...validWidget, email: "", phone: "" })).toEqual({
      email: "Please give an email address or a phone number",
    });
    expect(widgetErrors({ ...validWidget, email: "  ", phone: "   " })).toEqual({
      email: "Please enter a valid email address",
    });
    expect(widgetErrors({ ...validWidget, email: "", phone: "   " })).toEqual({
      email: "Please give an email address or a phone number",
    });
  });

  it("needs a name that is not only spaces; the last name may be empty", () => {
    expect(widgetErrors({ ...validWidget, firstName: " " })).toEqual({ firstName: "Please enter your name" });
    expect(widgetErrors({ ...validWidget, firstName: undefined })).toEqual({ firstName: "Please enter your name" });
    expect(widgetErrors({ ...validWidget, lastName: "" })).toEqual({});
    expect(widgetErrors({ ...validWidget, lastName: "a".repeat(201) })).toEqual({
      lastName: "Please keep this under 200 characters",
    });
  });

  it("checks a given email", () => {
    expect(widgetErrors({ ...validWidget, email: "sam@" })).toEqual({ email: "Please enter a valid email address" });
    expect(widgetErrors({ ...validWidget, email: " sam@example.com " })).toEqual({});
  });

  it("limits the phone to 40 characters", () => {
    expect(widgetErrors({ ...validWidget, phone: "1".repeat(41) })).toEqual({
      phone: "Please keep this under 40 characters",
    });
  });

  it("needs a message of at most 10,000 characters", () => {
    expect(widgetErrors({ ...validWidget, caseDescription: " \n " })).toEqual({
      caseDescription: "Please write a message",
    });
    expect(widgetErrors({ ...validWidget, caseDescription: "a".repeat(10_000) })).toEqual({});
    expect(widgetErrors({ ...validWidget, caseDescription: "a".repeat(10_001) })).toEqual({
      caseDescription: "Please keep this under 10000 characters",
    });
  });

  it.each(["pendingCharges", "policeAgency", "incidentLocation"])(
    '%s is fixed to "Not specified via chat"',
    (field) => {
      expect(widgetErrors({ ...validWidget, [field]: "yes" })).toHaveProperty(field);
      expect(widgetErrors({ ...validWidget, [field]: "Not specified via chat" })).toEqual({});
    },
  );

  it("fixes the language to English (or Spanish, from the Spanish pages) and the source to Live Chat Widget", () => {
    expect(WIDGET_LANGUAGE).toBe("English");
    expect(WIDGET_SOURCE).toBe("Live Chat Widget");
    expect(widgetErrors({ ...validWidget, preferredLanguage: "Spanish" })).toEqual({});
    expect(widgetErrors({ ...validWidget, preferredLanguage: "Español" })).toHaveProperty("preferredLanguage");
    expect(widgetErrors({ ...validWidget, preferredLanguage: "French" })).toHaveProperty("preferredLanguage");
    expect(widgetErrors({ ...validWidget, howHeardAboutUs: "Google search" })).toHaveProperty("howHeardAboutUs");
  });
});

describe("messages in another language", () => {
  const other: ContactRequestMessages = {
    ...Object.fromEntries(Object.entries(contactRequestMessages).map(([key, value]) => [key, `[xx] ${String(value)}`])),
    tooLong: (max) => `[xx] max ${max}`,
  } as ContactRequestMessages;

  it("change every message and none of the rules", () => {
    const result = createCaseEvaluationSchema(other).safeParse({ ...validCase, firstName: "", phone: "1".repeat(41) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `[xx] ${CASE_EVALUATION_MESSAGES.firstName}`,
      "[xx] max 40",
    ]);
    expect(createCaseEvaluationSchema(other).safeParse(validCase).success).toBe(true);
  });

  it("must all be given: a missing one does not compile", () => {
    const { firstName: _missing, ...incomplete } = contactRequestMessages;
    // @ts-expect-error firstName is missing
    expect(() => createCaseEvaluationSchema(incomplete)).not.toThrow();
  });
});

describe("parseContactRequest", () => {
  it("reads a case evaluation", () => {
    expect(parseContactRequest(validCase)).toEqual({
      success: true,
      request: { source: "case-evaluation", payload: validCase },
    });
  });

  it("reads a widget submission, told apart by howHeardAboutUs", () => {
    expect(parseContactRequest(validWidget)).toEqual({
      success: true,
      request: { source: "widget", payload: validWidget },
    });
  });

  it("checks a widget submission against the widget rules, not the form's", () => {
    const result = parseContactRequest({ ...validWidget, email: "", phone: "" });
    expect(result).toEqual({
      success: false,
      source: "widget",
      fields: { email: "Please give an email address or a phone number" },
    });
  });

  it("returns the first message of every failing field", () => {
    const result = parseContactRequest({ ...validCase, firstName: "", email: "nope", caseDescription: "short" });
    expect(result).toEqual({
      success: false,
      source: "case-evaluation",
      fields: {
        firstName: "First name is required",
        email: "Please enter a valid email address",
        caseDescription: "Please provide at least 20 characters describing your case",
      },
    });
  });

  it.each([null, "text", 42, []])("answers %j with a body error, without throwing", (input) => {
    const result = parseContactRequest(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.fields)).toEqual(["body"]);
  });
});
