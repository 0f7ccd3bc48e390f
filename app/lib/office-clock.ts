import { isWeekday, OFFICE_TIME_ZONE, officeInstant, wallClock } from "./business-day";
import { addDays, dayIn, isoDay, type CalendarDay } from "./calendar-day";

/**
 * Times of day on the office's clock (California), for what is due: a task's due time, a
 * consultation's start. An instant is stored; the office sets and reads it as the wall clock
 * in Santa Rosa shows it, whichever side of a daylight-saving change it falls on.
 */
export type OfficeClock = { day: CalendarDay; hour: number; minute: number };

/** What the office's clock shows at `at`. */
export function officeClockAt(at: number): OfficeClock {
  const { year, month, day, hour, minute } = wallClock(at, OFFICE_TIME_ZONE);
  return { day: { year, month, day }, hour, minute };
}

const two = (value: number) => String(value).padStart(2, "0");

/**
 * The instant the office's clock shows `hour`:`minute` on `day`. A time the spring change skips
 * (2:30 on its night) comes out an hour later; one the autumn change repeats, the first.
 */
export function atOfficeTime(day: CalendarDay, hour: number, minute = 0): number {
  return officeInstant(`${isoDay(day)}T${two(hour)}:${two(minute)}`)!;
}

/** "2026-12-07T09:30", as an <input type=datetime-local> shows the instant on the office's clock. */
export function officeDateTimeValue(at: number): string {
  const { day, hour, minute } = officeClockAt(at);
  return `${isoDay(day)}T${two(hour)}:${two(minute)}`;
}

/** "09:30": the office's clock at `at`, as an <input type=time> holds it. */
export function officeTimeValue(at: number): string {
  const { hour, minute } = officeClockAt(at);
  return `${two(hour)}:${two(minute)}`;
}

/** The office day `at` falls on, and the instant it begins and ends (the next day's midnight). */
export function officeDayBounds(at: number): { day: CalendarDay; start: number; end: number } {
  const day = dayIn(OFFICE_TIME_ZONE, at);
  return { day, start: atOfficeTime(day, 0), end: atOfficeTime(addDays(day, 1), 0) };
}

/** The weekday `days` business days after `day` (Monday to Friday; the server knows no holidays). */
export function addBusinessDays(day: CalendarDay, days: number): CalendarDay {
  let next = day;
  for (let left = days; left > 0;) {
    next = addDays(next, 1);
    if (isWeekday(next)) left--;
  }
  return next;
}

/** The same time of day on the office's clock `days` business days after `at`: "follow up in 2 business days". */
export function businessDaysLater(at: number, days: number): number {
  const { day, hour, minute } = officeClockAt(at);
  return atOfficeTime(addBusinessDays(day, days), hour, minute);
}

/**
 * "Move to tomorrow": the day after today (on the office's clock at `now`), at the time of day
 * the task was due, whatever day that was.
 */
export function tomorrowAtSameTime(dueAt: number, now: number): number {
  const { hour, minute } = officeClockAt(dueAt);
  return atOfficeTime(addDays(dayIn(OFFICE_TIME_ZONE, now), 1), hour, minute);
}

/** The weekdays as the office's settings name them, Sunday first as Date's getUTCDay counts. */
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function weekdayOf({ year, month, day }: CalendarDay): Weekday {
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}
