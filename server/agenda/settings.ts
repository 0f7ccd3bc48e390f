import { z } from "zod";
import { WEEKDAYS, type Weekday } from "~/lib/office-clock";
import { CONSULTATION_FORMATS } from "../db/schema";

/** "09:30": a time of day on the office's clock. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One opening of a day: from, to ("09:00", "12:00"), to after from. */
const OpeningSchema = z
  .tuple([z.string().regex(TIME), z.string().regex(TIME)])
  .refine(([from, to]) => minutesOf(to) > minutesOf(from), { message: "ends before it starts" });

/**
 * The firm's scheduling settings (/office/scheduling): whether visitors may pick a time
 * themselves, the weekly hours they pick from, how long a consultation takes, how far ahead and
 * how soon one may be picked, what a self-booked one is by default, and the hour of the day-before
 * reminder. Stored as JSON in scheduling_settings, checked by this schema on the way in and out.
 */
export const SchedulingSettingsSchema = z.object({
  selfBooking: z.boolean(),
  minutes: z.number().int().min(15).max(180),
  /** Each weekday's openings, at most two (a morning and an afternoon). */
  hours: z.record(z.enum(WEEKDAYS), z.array(OpeningSchema).max(2)),
  /** How many days ahead a visitor sees open times. */
  daysAhead: z.number().int().min(1).max(60),
  /** The least notice, in hours, before a time a visitor picks. */
  noticeHours: z.number().int().min(0).max(72),
  /** What a self-booked consultation is until the office changes it, and with whom. */
  format: z.enum(CONSULTATION_FORMATS),
  attorney: z.string().max(320).nullable(),
  /** The hour (office clock) the day-before reminder goes, for the bookings it is turned on for. */
  reminderHour: z.number().int().min(6).max(20),
});

export type SchedulingSettings = z.infer<typeof SchedulingSettingsSchema>;

const weekdayHours = (opening: [string, string][]): Record<Weekday, [string, string][]> =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, day === "sat" || day === "sun" ? [] : opening.map(([a, b]) => [a, b])]),
  ) as Record<Weekday, [string, string][]>;

/** A fresh install's: self-booking off; Monday to Friday, 9 to 12 and 1 to 5; 30 minutes; the reminder at 10. */
export const DEFAULT_SCHEDULING: SchedulingSettings = {
  selfBooking: false,
  minutes: 30,
  hours: weekdayHours([
    ["09:00", "12:00"],
    ["13:00", "17:00"],
  ]),
  daysAhead: 14,
  noticeHours: 2,
  format: "phone",
  attorney: null,
  reminderHour: 10,
};

/** Stored settings read back: what does not parse (an older shape) falls back, field by field, to the defaults. */
export function readSettings(text: string | null | undefined): SchedulingSettings {
  if (!text) return DEFAULT_SCHEDULING;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const merged = { ...DEFAULT_SCHEDULING, ...raw, hours: { ...DEFAULT_SCHEDULING.hours, ...(raw.hours as object) } };
    const parsed = SchedulingSettingsSchema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_SCHEDULING;
  } catch {
    return DEFAULT_SCHEDULING;
  }
}
