import { OFFICE_TIME_ZONE } from "~/lib/business-day";
import { addDays, dayIn, type CalendarDay } from "~/lib/calendar-day";
import { atOfficeTime, weekdayOf } from "~/lib/office-clock";
import { minutesOf, type SchedulingSettings } from "./settings";

/**
 * The self-booking grid: each weekday's openings cut into consultations of the settings' length,
 * on the office's clock, and which of them a visitor may pick now. A slot is named by the instant
 * it starts; two picks of one slot are one row's primary key (booking_slots).
 */

export type Busy = { start: number; end: number };

/** The slots of one office day, oldest first. */
export function slotsOfDay(settings: Pick<SchedulingSettings, "hours" | "minutes">, day: CalendarDay): number[] {
  const starts: number[] = [];
  for (const [from, to] of settings.hours[weekdayOf(day)] ?? []) {
    for (let at = minutesOf(from); at + settings.minutes <= minutesOf(to); at += settings.minutes) {
      const start = atOfficeTime(day, Math.floor(at / 60), at % 60);
      // The spring change's skipped hour comes out as the hour after it: that slot once, not twice.
      if (start > (starts.at(-1) ?? -Infinity)) starts.push(start);
    }
  }
  return starts;
}

const overlaps = (start: number, end: number, busy: readonly Busy[]) =>
  busy.some((taken) => taken.start < end && start < taken.end);

/** The first and last instants a visitor may pick a slot in, at `now`. */
export function pickWindow(settings: Pick<SchedulingSettings, "daysAhead" | "noticeHours">, now: number) {
  const today = dayIn(OFFICE_TIME_ZONE, now);
  return { from: now + settings.noticeHours * 3_600_000, to: atOfficeTime(addDays(today, settings.daysAhead + 1), 0) };
}

/**
 * The slots a visitor may pick at `now`, soonest first, at most `limit`: in the openings, from the
 * least notice on and within the days ahead, clear of every consultation held or booked (`busy`).
 */
export function openSlots(settings: SchedulingSettings, now: number, busy: readonly Busy[], limit = 200): number[] {
  const { from, to } = pickWindow(settings, now);
  const today = dayIn(OFFICE_TIME_ZONE, now);
  const open: number[] = [];
  for (let offset = 0; offset <= settings.daysAhead && open.length < limit; offset++) {
    for (const start of slotsOfDay(settings, addDays(today, offset))) {
      const end = start + settings.minutes * 60_000;
      if (start < from || start >= to || overlaps(start, end, busy)) continue;
      open.push(start);
      if (open.length >= limit) break;
    }
  }
  return open;
}

export type PickRefusal = "past" | "outside" | "taken";

/**
 * Why a visitor may not have the slot starting at `start`, or null when they may: in the past
 * (or sooner than the least notice), not a slot of the grid (or too far ahead), or overlapping a
 * consultation held or booked. The database's key settles a pick that races another.
 */
export function pickRefusal(
  settings: SchedulingSettings,
  now: number,
  start: number,
  busy: readonly Busy[],
): PickRefusal | null {
  const { from, to } = pickWindow(settings, now);
  if (start < from) return "past";
  if (start >= to || !slotsOfDay(settings, dayIn(OFFICE_TIME_ZONE, start)).includes(start)) return "outside";
  if (overlaps(start, start + settings.minutes * 60_000, busy)) return "taken";
  return null;
}

/**
 * The grid's slots a consultation of the office's covers (any time, any length): held too, so
 * that no visitor picks them.
 */
export function slotsCovered(settings: SchedulingSettings, start: number, minutes: number): number[] {
  const end = start + minutes * 60_000;
  const covered: number[] = [];
  const first = dayIn(OFFICE_TIME_ZONE, start);
  const last = dayIn(OFFICE_TIME_ZONE, end);
  for (let day = first; ; day = addDays(day, 1)) {
    for (const slot of slotsOfDay(settings, day)) {
      if (slot < end && start < slot + settings.minutes * 60_000) covered.push(slot);
    }
    if (day.year === last.year && day.month === last.month && day.day === last.day) break;
  }
  return covered;
}
