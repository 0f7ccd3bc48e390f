import type { z } from "zod/mini";
import {
  createWidgetSubmissionSchema,
  NOT_SPECIFIED_VIA_CHAT,
  WIDGET_LANGUAGE,
  WIDGET_SOURCE,
  type ContactRequestMessages,
  type WidgetLanguage,
  type WidgetSubmission,
} from "~/contract/contact-request";
import type { WidgetEdition } from "./widget-copy";
import type { ChatMessage, WidgetContact } from "./widget-state";

type WidgetSubmissionSchema = ReturnType<typeof createWidgetSubmissionSchema>;
type WidgetSubmissionInput = z.input<WidgetSubmissionSchema>;

/** One schema per language's messages, built on first use. */
const schemas = new WeakMap<ContactRequestMessages, WidgetSubmissionSchema>();
function schemaFor(messages: ContactRequestMessages): WidgetSubmissionSchema {
  let schema = schemas.get(messages);
  if (!schema) schemas.set(messages, (schema = createWidgetSubmissionSchema(messages)));
  return schema;
}

/** Spec section 3: firstName is the first word of the name, lastName the remaining words or empty. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** The widget submission payload of spec section 3, exactly: the visitor's messages joined with blank lines. */
export function buildWidgetSubmission(
  contact: WidgetContact,
  messages: readonly ChatMessage[],
  preferredLanguage: WidgetLanguage = WIDGET_LANGUAGE,
): WidgetSubmissionInput {
  return {
    ...splitName(contact.name),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    caseDescription: messages
      .filter((message) => message.isUser)
      .map((message) => message.text)
      .join("\n\n"),
    pendingCharges: NOT_SPECIFIED_VIA_CHAT,
    policeAgency: NOT_SPECIFIED_VIA_CHAT,
    incidentLocation: NOT_SPECIFIED_VIA_CHAT,
    preferredLanguage,
    howHeardAboutUs: WIDGET_SOURCE,
  };
}

export type SubmissionResult =
  | { success: true; payload: WidgetSubmission }
  /** `field`: the contact detail the error is about, when it is one of them. */
  | { success: false; error: string; field?: keyof WidgetContact };

/** The payload's fields as the contact form's: the name is split in two, the rest is the conversation. */
const CONTACT_FIELD: Partial<Record<string, keyof WidgetContact>> = {
  firstName: "name",
  lastName: "name",
  email: "email",
  phone: "phone",
};

/** Builds the payload and checks it with the schema the server uses; the first problem is the visitor's to fix. */
export function prepareWidgetSubmission(
  contact: WidgetContact,
  chat: readonly ChatMessage[],
  { messages, preferredLanguage, copy }: WidgetEdition,
): SubmissionResult {
  const result = schemaFor(messages).safeParse(buildWidgetSubmission(contact, chat, preferredLanguage));
  if (result.success) return { success: true, payload: result.data };
  const [issue] = result.error.issues;
  const field = CONTACT_FIELD[String(issue?.path[0] ?? "")];
  return { success: false, error: issue?.message ?? copy.invalidDetails, ...(field ? { field } : {}) };
}
