import { addDays, type CalendarDay } from "./calendar-day";

/** The office's clocks: the office is in Santa Rosa, California. */
export const OFFICE_TIME_ZONE = "America/Los_Angeles";

type WallClock = CalendarDay & { hour: number; minute: number; second: number };

const formats = new Map<string, Intl.DateTimeFormat>();

/** What the clocks of `timeZone` show at `at`. */
export function wallClock(at: number, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (wall: WallClock) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/**
 * The instant the clocks of `timeZone` show `wall`. A time the spring change skips comes out
 * an hour later; one the autumn change repeats, the first of the two.
 */
function instantOf(wall: WallClock, timeZone: string): number {
  const guess = asUtc(wall);
  const offset = asUtc(wallClock(guess, timeZone)) - guess;
  const first = guess - offset;
  const corrected = asUtc(wallClock(first, timeZone)) - first;
  return corrected === offset ? first : guess - corrected;
}

/** The instant `day` begins on the clocks of `timeZone` (midnight is never skipped in California). */
export function startOfDay(day: CalendarDay, timeZone: string = OFFICE_TIME_ZONE): number {
  return instantOf({ ...day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/**
 * The instant a time typed as the office's clock shows it ("2026-12-01T10:30", as an
 * <input type=datetime-local> sends it); null for anything else.
 */
export function officeInstant(text: string, timeZone: string = OFFICE_TIME_ZONE): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return instantOf({ year, month, day, hour, minute, second: 0 }, timeZone);
}

/** Monday to Friday. */
export function isWeekday({ year, month, day }: CalendarDay): boolean {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

function nextWeekday(from: CalendarDay): CalendarDay {
  let next = addDays(from, 1);
  while (!isWeekday(next)) next = addDays(next, 1);
  return next;
}

/**
 * When the site's promise of a reply within one business day runs out for a request received
 * at `receivedAt`: the same time on the next weekday (Friday 3 p.m. is due Monday 3 p.m.). A
 * request that arrives on a Saturday or a Sunday counts from the start of Monday, so it is due
 * at the end of Monday. Holidays count as business days: the server knows no holiday calendar,
 * so the promise may show as overdue on a holiday, never later than it is.
 */
export function replyDueAt(receivedAt: number, timeZone: string = OFFICE_TIME_ZONE): number {
  const received = wallClock(receivedAt, timeZone);
  const start: WallClock = isWeekday(received) ? received : { ...nextWeekday(received), hour: 0, minute: 0, second: 0 };
  return instantOf({ ...start, ...nextWeekday(start) }, timeZone);
}
