import { z } from "zod/mini";
import { contactRequestMessages } from "~/content/contact-request-messages";
import {
  createCaseEvaluationSchema,
  HOW_HEARD_OPTIONS,
  PENDING_CHARGES,
  NOT_SPECIFIED_VIA_CHAT,
  PREFERRED_LANGUAGES,
  WIDGET_SOURCE,
} from "~/contract/contact-request";
import { isValidIncidentDate } from "~/contract/incident-date";
import { fromIsoDay } from "~/lib/calendar-day";
import { officeInput, shownText } from "../../server/office/text";
import { officeCopy } from "./copy";
import {
  FACT_KEYS,
  FACT_KINDS,
  FACT_LIMITS,
  OFFICE_CHANNELS,
  YES_NO,
  YES_NO_UNKNOWN,
  type FactKey,
  type OfficeChannel,
} from "./lead-fields";

/**
 * The office's two forms about what a lead is: "New lead" (a call, a visit, a referral, a call
 * from jail) and the facts a call corrects or adds. One schema each, for the page's fields and
 * the server's check of what they post. A new lead is checked by the case-evaluation form's own
 * rules, with the messages the form shows, except where the office's page says otherwise.
 */

const messages = contactRequestMessages;
const words = officeCopy.newLead;

/** "2024-03-14" (an <input type=date>) as the contract's payload writes a day: "3/14/2024". */
export function payloadDay(iso: string): string {
  const day = fromIsoDay(iso.trim());
  return day ? `${day.month}/${day.day}/${day.year}` : iso.trim();
}

const caseForm = createCaseEvaluationSchema(messages);

/**
 * The new lead's fields. The office-side exceptions, as the page states them: an email is not
 * needed when there is a phone number, nor a phone number when there is an email; for a call
 * from jail, a booking number stands in for both; whether charges are pending may be not known.
 */
export const NewLeadSchema = z
  .extend(z.omit(caseForm, { email: true, phone: true, pendingCharges: true }), {
    email: z.union([z.literal(""), caseForm.shape.email]),
    phone: z.union([z.literal(""), caseForm.shape.phone]),
    pendingCharges: z.enum([...PENDING_CHARGES, ""], { error: messages.pendingCharges }),
    channel: z.enum(OFFICE_CHANNELS, { error: words.channelRequired }),
    bookingNumber: z.string().check(z.trim(), z.maxLength(FACT_LIMITS.line, messages.tooLong(FACT_LIMITS.line))),
    spoke: z.boolean(),
  })
  .check(
    z.refine(
      (lead) => lead.email !== "" || lead.phone !== "" || (lead.channel === "jail" && lead.bookingNumber !== ""),
      { message: words.reachRequired, path: ["phone"] },
    ),
  );

export type NewLead = z.infer<typeof NewLeadSchema>;
export const NEW_LEAD_FIELDS = [
  "channel",
  "firstName",
  "lastName",
  "phone",
  "email",
  "preferredLanguage",
  "caseDescription",
  "incidentDate",
  "incidentLocation",
  "policeAgency",
  "pendingCharges",
  "bookingNumber",
  "howHeardAboutUs",
] as const;
export type NewLeadField = (typeof NEW_LEAD_FIELDS)[number];

/**
 * What the office typed, as the server keeps it: one line without control or format
 * characters; a text of several lines keeps its line breaks, nothing that disguises it.
 */
function typed(value: string | null, lines: boolean): string {
  if (value === null) return "";
  return lines ? shownText(value.replace(/\r\n?/g, "\n")).trim() : officeInput(value, 20_000);
}

/** A form's outcome: what it holds, or a message per field with what was typed, to show again. */
export type FormResult<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>>; values: Partial<Record<F, string>> };

function firstIssues(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The new-lead form as posted: its lead, or what to show again. */
export function readNewLead(form: URLSearchParams): FormResult<NewLead, NewLeadField> {
  const values = Object.fromEntries(
    NEW_LEAD_FIELDS.map((key) => [key, typed(form.get(key), key === "caseDescription")]),
  ) as Record<NewLeadField, string>;
  const incidentDate = values.incidentDate.trim();
  const parsed = NewLeadSchema.safeParse({
    ...values,
    incidentDate: incidentDate === "" ? "" : payloadDay(incidentDate),
    spoke: form.get("spoke") === "yes",
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: firstIssues(parsed.error.issues), values };
}

/** A new lead as the payload the repository stores: the contract's fields, the booking number a fact of its own. */
export function leadPayload(lead: NewLead): { payload: Record<string, string>; channel: OfficeChannel } {
  const { channel, spoke: _spoke, bookingNumber: _booking, ...fields } = lead;
  return { payload: { ...fields, incidentDate: fields.incidentDate ?? "" }, channel };
}

/** The answers each fact chosen from a list may take ("" is not known, or not given). */
export const FACT_CHOICES: Partial<Record<FactKey, readonly string[]>> = {
  preferredLanguage: PREFERRED_LANGUAGES,
  pendingCharges: YES_NO_UNKNOWN,
  howHeardAboutUs: HOW_HEARD_OPTIONS,
  inCustody: YES_NO,
};

/** A fact as the facts form shows it: the widget's placeholders and its fixed answer are no answer. */
export function shownFact(key: FactKey, value: unknown): string {
  // As every office page shows what a visitor sent: nothing in it that hides or reorders it.
  const text = typeof value === "string" ? shownText(value).trim() : "";
  if (text === NOT_SPECIFIED_VIA_CHAT || (key === "howHeardAboutUs" && text === WIDGET_SOURCE)) return "";
  if (FACT_KINDS[key] === "day") {
    // What the visitor typed ("3/14/2024") as the day a date field holds.
    const day = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (day) return `${day[3]}-${day[1]!.padStart(2, "0")}-${day[2]!.padStart(2, "0")}`;
  }
  return text;
}

const factRule = (key: FactKey) => {
  const kind = FACT_KINDS[key];
  const max = FACT_LIMITS[kind];
  const text = z.string().check(z.trim(), z.maxLength(max, messages.tooLong(max)));
  const choices = FACT_CHOICES[key];
  if (choices) {
    return text.check(z.refine((value) => value === "" || choices.includes(value), words.chooseFromList));
  }
  if (key === "email")
    return text.check(z.refine((value) => value === "" || z.email().safeParse(value).success, messages.email));
  if (key === "phone") return text.check(z.refine((value) => value === "" || value.length >= 10, messages.phone));
  if (key === "incidentDate") {
    return text.check(
      z.refine((value) => value === "" || isValidIncidentDate(payloadDay(value)), messages.incidentDate),
    );
  }
  if (kind === "day")
    return text.check(z.refine((value) => value === "" || fromIsoDay(value) !== null, words.dayRequired));
  return text;
};

/** Every fact, each optional: "" clears it. */
export const FactsSchema = z.object(
  Object.fromEntries(FACT_KEYS.map((key) => [key, factRule(key)])) as Record<FactKey, ReturnType<typeof factRule>>,
);

/** The facts form as posted: every fact it shows, or what to show again. */
export function readFacts(form: URLSearchParams): FormResult<Record<FactKey, string>, FactKey> {
  const values = Object.fromEntries(
    FACT_KEYS.map((key) => [key, typed(form.get(key), FACT_KINDS[key] === "lines")]),
  ) as Record<FactKey, string>;
  const parsed = FactsSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data as Record<FactKey, string> };
  return { ok: false, errors: firstIssues(parsed.error.issues), values };
}
