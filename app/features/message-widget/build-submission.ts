import type { z } from "zod/mini";
import { contactRequestMessages } from "~/content/contact-request-messages";
import { messageWidgetCopy } from "~/content/message-widget";
import {
  createWidgetSubmissionSchema,
  NOT_SPECIFIED_VIA_CHAT,
  WIDGET_LANGUAGE,
  WIDGET_SOURCE,
  type WidgetSubmission,
} from "~/contract/contact-request";
import type { ChatMessage, WidgetContact } from "./widget-state";

const WidgetSubmissionSchema = createWidgetSubmissionSchema(contactRequestMessages);

type WidgetSubmissionInput = z.input<typeof WidgetSubmissionSchema>;

/** Spec section 3: firstName is the first word of the name, lastName the remaining words or empty. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** The widget submission payload of spec section 3, exactly: the visitor's messages joined with blank lines. */
export function buildWidgetSubmission(contact: WidgetContact, messages: readonly ChatMessage[]): WidgetSubmissionInput {
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
    preferredLanguage: WIDGET_LANGUAGE,
    howHeardAboutUs: WIDGET_SOURCE,
  };
}

export type SubmissionResult = { success: true; payload: WidgetSubmission } | { success: false; error: string };

/** Builds the payload and checks it with the schema the server uses; the first problem is the visitor's to fix. */
export function prepareWidgetSubmission(contact: WidgetContact, messages: readonly ChatMessage[]): SubmissionResult {
  const result = WidgetSubmissionSchema.safeParse(buildWidgetSubmission(contact, messages));
  if (result.success) return { success: true, payload: result.data };
  return { success: false, error: result.error.issues[0]?.message ?? messageWidgetCopy.invalidDetails };
}
