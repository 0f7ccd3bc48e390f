import { describe, expect, it } from "vitest";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { contactRequestMessages as spanishMessages } from "~/content/es/contact-request-messages";
import { messageWidgetCopy as spanishCopy } from "~/content/es/message-widget";
import { messageWidgetCopy } from "~/content/message-widget";
import { createWidgetSubmissionSchema } from "~/contract/contact-request";
import { buildWidgetSubmission, prepareWidgetSubmission, splitName } from "./build-submission";
import type { WidgetEdition } from "./widget-copy";
import type { ChatMessage } from "./widget-state";

const english: WidgetEdition = {
  copy: messageWidgetCopy,
  messages: contactRequestMessages,
  language: "en",
  preferredLanguage: "English",
};
const spanish: WidgetEdition = {
  copy: spanishCopy,
  messages: spanishMessages,
  language: "es",
  preferredLanguage: "Spanish",
};

const at = new Date("2025-03-14T10:00:00.000Z");
const messages: ChatMessage[] = [
  { id: "1", text: "Hello. This connects you to the office.", isUser: false, timestamp: at },
  { id: "2", text: "I was stopped on 4th Street.", isUser: true, timestamp: at },
  { id: "3", text: "Thank you. Please leave your name.", isUser: false, timestamp: at },
  { id: "4", text: "The officer used a taser.\nI went to hospital.", isUser: true, timestamp: at },
];

describe("splitName", () => {
  it.each([
    ["Ana", "Ana", ""],
    ["Ana Ruiz", "Ana", "Ruiz"],
    ["Ana María de la Cruz", "Ana", "María de la Cruz"],
    ["   Ana    María   Ruiz  ", "Ana", "María Ruiz"],
    ["Ana\tRuiz", "Ana", "Ruiz"],
  ])("%j -> first %j, last %j", (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe("buildWidgetSubmission", () => {
  it("builds the payload of spec section 3 exactly, email only", () => {
    expect(buildWidgetSubmission({ name: "Ana María Ruiz", email: " ana@example.com ", phone: "" }, messages)).toEqual({
      firstName: "Ana",
      lastName: "María Ruiz",
      email: "ana@example.com",
      phone: "",
      caseDescription: "I was stopped on 4th Street.\n\nThe officer used a taser.\nI went to hospital.",
      pendingCharges: "Not specified via chat",
      policeAgency: "Not specified via chat",
      incidentLocation: "Not specified via chat",
      preferredLanguage: "English",
      howHeardAboutUs: "Live Chat Widget",
    });
  });

  it("phone only, one-word name", () => {
    const payload = buildWidgetSubmission({ name: " Ana ", email: "", phone: " (707) 555-0100 " }, messages);
    expect(payload).toMatchObject({ firstName: "Ana", lastName: "", email: "", phone: "(707) 555-0100" });
    expect(createWidgetSubmissionSchema(contactRequestMessages).safeParse(payload).success).toBe(true);
  });

  it("joins only the visitor's messages, with blank lines", () => {
    const payload = buildWidgetSubmission({ name: "A", email: "a@example.com", phone: "" }, [
      ...messages,
      { id: "5", text: "One more thing.", isUser: true, timestamp: at },
    ]);
    expect(payload.caseDescription.split("\n\n")).toEqual([
      "I was stopped on 4th Street.",
      "The officer used a taser.\nI went to hospital.",
      "One more thing.",
    ]);
  });
});

describe("prepareWidgetSubmission", () => {
  it("accepts what the server schema accepts", () => {
    const result = prepareWidgetSubmission({ name: "Ana", email: "ana@example.com", phone: "" }, messages, english);
    expect(result).toMatchObject({ success: true, payload: { firstName: "Ana", email: "ana@example.com" } });
  });

  it("refuses an invalid email with the schema's message", () => {
    expect(prepareWidgetSubmission({ name: "Ana", email: "not-an-email", phone: "" }, messages, english)).toEqual({
      success: false,
      error: "Please enter a valid email address",
      field: "email",
    });
  });

  it("refuses details without an email or a phone, and names the detail a problem is about when it is one", () => {
    expect(prepareWidgetSubmission({ name: "Ana", email: "", phone: "" }, messages, english).success).toBe(false);
    expect(prepareWidgetSubmission({ name: "", email: "ana@example.com", phone: "" }, messages, english)).toMatchObject(
      {
        success: false,
        field: "name",
      },
    );
  });

  it("refuses a submission without any message of the visitor", () => {
    expect(
      prepareWidgetSubmission({ name: "Ana", email: "ana@example.com", phone: "" }, messages.slice(0, 1), english)
        .success,
    ).toBe(false);
  });

  it("on the Spanish pages says Spanish to the office and explains a problem in Spanish", () => {
    const sent = prepareWidgetSubmission({ name: "Ana", email: "ana@example.com", phone: "" }, messages, spanish);
    expect(sent).toMatchObject({ success: true, payload: { preferredLanguage: "Spanish" } });
    expect(prepareWidgetSubmission({ name: "Ana", email: "no-es-correo", phone: "" }, messages, spanish)).toEqual({
      success: false,
      error: spanishMessages.email,
      field: "email",
    });
    expect(spanishMessages.email).not.toBe(contactRequestMessages.email);
  });
});
