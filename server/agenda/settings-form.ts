import { WEEKDAYS, type Weekday } from "~/lib/office-clock";
import { SchedulingSettingsSchema, type SchedulingSettings } from "./settings";

/** The office's scheduling form (/office/scheduling): each weekday's two openings, from and to. */
export const openingField = (day: Weekday, index: 0 | 1, end: "from" | "to") => `${day}-${index + 1}-${end}`;

/** What a field of the form is refused for, by the field's name (the page shows it beside the field). */
export type SettingsErrors = Partial<Record<string, "time" | "order" | "number" | "value">>;

const number = (value: string | null) => (value === null || value.trim() === "" ? Number.NaN : Number(value));

/**
 * The form's fields read into settings and checked by the one schema the server stores them
 * with (./settings.ts): the settings, or the fields that were refused. An opening left empty at
 * both ends is none; one end alone is refused.
 */
export function settingsOfForm(
  form: URLSearchParams,
): { ok: true; settings: SchedulingSettings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const hours = {} as Record<Weekday, [string, string][]>;
  // Which of the form's two openings each stored one came from.
  const fieldIndex = {} as Record<Weekday, (0 | 1)[]>;
  for (const day of WEEKDAYS) {
    hours[day] = [];
    fieldIndex[day] = [];
    for (const index of [0, 1] as const) {
      const from = (form.get(openingField(day, index, "from")) ?? "").trim();
      const to = (form.get(openingField(day, index, "to")) ?? "").trim();
      if (!from && !to) continue;
      if (!from || !to) {
        errors[openingField(day, index, from ? "to" : "from")] = "time";
        continue;
      }
      hours[day].push([from, to]);
      fieldIndex[day].push(index);
    }
  }
  const raw = {
    selfBooking: form.get("selfBooking") === "on",
    minutes: number(form.get("minutes")),
    hours,
    daysAhead: number(form.get("daysAhead")),
    noticeHours: number(form.get("noticeHours")),
    format: form.get("format") ?? "",
    attorney: (form.get("attorney") ?? "").trim().toLowerCase() || null,
    reminderHour: number(form.get("reminderHour")),
  };
  const parsed = SchedulingSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, day, index, end] = issue.path as (string | number)[];
      if (field === "hours" && typeof day === "string" && typeof index === "number") {
        const at = fieldIndex[day as Weekday]?.[index] ?? 0;
        const name = openingField(day as Weekday, at, end === 1 ? "to" : "from");
        errors[name] = issue.message === "ends before it starts" ? "order" : "time";
      } else if (typeof field === "string") {
        errors[field] = field === "format" || field === "attorney" ? "value" : "number";
      }
    }
  }
  // Two openings of a day, the second after the first.
  for (const day of WEEKDAYS) {
    const [first, second] = hours[day];
    if (first && second && second[0] < first[1]) errors[openingField(day, fieldIndex[day][1]!, "from")] = "order";
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}
