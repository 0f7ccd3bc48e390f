import { HONEYPOT_FIELD } from "~/contract/contact-endpoint";
import type { CaseEvaluation } from "~/contract/contact-request";
import { incidentDateFromIso } from "./incident-date";

/** What the form holds: every field a string (pendingCharges starts unanswered), plus the honeypot. */
export type CaseEvaluationFormValues = { [K in keyof CaseEvaluation]-?: string } & { [HONEYPOT_FIELD]: string };

export const FIELD_ORDER = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "preferredLanguage",
  "caseDescription",
  "pendingCharges",
  "policeAgency",
  "incidentDate",
  "incidentLocation",
  "howHeardAboutUs",
  "reachBy",
  "safeTime",
] as const satisfies readonly (keyof CaseEvaluation)[];

export type CaseEvaluationField = (typeof FIELD_ORDER)[number];

export const emptyFormValues: CaseEvaluationFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  preferredLanguage: "",
  caseDescription: "",
  pendingCharges: "",
  policeAgency: "",
  incidentDate: "",
  incidentLocation: "",
  howHeardAboutUs: "",
  reachBy: "",
  safeTime: "",
  [HONEYPOT_FIELD]: "",
};

/** The JSON body sent to the office: the spec's eleven fields and the two optional ones on reaching them, validated, and the honeypot as it is. */
export function toPayload(data: CaseEvaluation, honeypot: string): CaseEvaluation & { [HONEYPOT_FIELD]: string } {
  return {
    ...data,
    incidentDate: data.incidentDate ?? "",
    reachBy: data.reachBy ?? "",
    safeTime: data.safeTime ?? "",
    [HONEYPOT_FIELD]: honeypot,
  };
}

/**
 * What a visitor typed into the server-rendered form before its script arrived (slow phones):
 * the form starts from it instead of wiping it. Empty when there is no such form in the page.
 */
export function readPrefilledValues(form: HTMLFormElement | null | undefined): Partial<CaseEvaluationFormValues> {
  if (!form) return {};
  const values: Partial<CaseEvaluationFormValues> = {};
  for (const name of [...FIELD_ORDER, HONEYPOT_FIELD] as const) {
    const element = form.elements.namedItem(name);
    if (!element || !("value" in element) || typeof element.value !== "string" || element.value === "") continue;
    const isNativeDate = element instanceof HTMLInputElement && element.type === "date";
    const value = isNativeDate ? incidentDateFromIso(element.value) : element.value;
    if (value !== "") values[name] = value;
  }
  return values;
}
