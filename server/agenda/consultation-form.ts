import { z } from "zod";
import { officeInstant } from "~/lib/business-day";
import { CONSULTATION_FORMATS } from "../db/schema";

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** When it starts, on the office's clock, as <input type=datetime-local> posts it ("2026-12-07T10:00"). */
const starts = z.string().transform((value, context) => {
  const at = officeInstant(value);
  if (at === null) context.addIssue({ code: "custom", message: "not a time" });
  return at ?? 0;
});

/** What a consultation is booked or moved with: when, how long, how, with whom, a line for the visitor, the reminder. */
const plan = {
  starts,
  minutes: z.coerce.number().int().min(10).max(240),
  format: z.enum(CONSULTATION_FORMATS),
  attorney: z.string().trim().toLowerCase().max(320),
  details: z
    .string()
    .max(300)
    .transform((value) => value.replace(CONTROL, " ").replace(/\s+/g, " ").trim()),
  /** The day-before reminder, a checkbox: off unless ticked. */
  reminder: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
};

/** The request page's consultation forms, one schema for the form and the server. */
export const ConsultationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("consultation_book"), ...plan }),
  z.object({ intent: z.literal("consultation_move"), consultation: z.uuid(), ...plan }),
  z.object({ intent: z.literal("consultation_cancel"), consultation: z.uuid() }),
  z.object({ intent: z.literal("consultation_send"), consultation: z.uuid() }),
  /** A time the visitor picked (held), made the office's (booked): nothing is mailed by it. */
  z.object({ intent: z.literal("consultation_confirm"), consultation: z.uuid() }),
]);

export type ConsultationAction = z.infer<typeof ConsultationActionSchema>;

/** Whether a form is one of the consultation forms (its intent says so), whether or not its fields are valid. */
export const isConsultationForm = (form: URLSearchParams) => (form.get("intent") ?? "").startsWith("consultation_");

/** The form's fields as a consultation action, or null when they are not one. */
export function consultationActionOf(form: URLSearchParams): ConsultationAction | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (name !== "csrf" && name !== "once" && !(name in fields)) fields[name] = value;
  const parsed = ConsultationActionSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}
