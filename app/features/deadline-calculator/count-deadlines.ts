/**
 * What the deadlines guide's calculator shows for an incident date: the government claim and the
 * lawsuit, counted by the same module as the office's triage (~/lib/deadlines), and, once the
 * claim's date has passed, the last day to ask for a late claim. Pure, so a test can call it.
 */
import { daysBetween, fromIsoDay, isoDay, type CalendarDay } from "~/lib/calendar-day";
import { deadlinesFor, lateClaimDeadline } from "~/lib/deadlines";

export type CountedDeadline = { date: string; daysLeft: number };

export type CountedDeadlines =
  | { state: "empty" }
  | { state: "invalid" }
  | { state: "future" }
  | { state: "counted"; claim: CountedDeadline; suit: CountedDeadline; lateClaim: CountedDeadline };

const EARLIEST = { year: 1900, month: 1, day: 1 } satisfies CalendarDay;

/** The deadlines for an incident on `incident` ("2025-03-14", as a date input gives it), seen on `today`. */
export function countDeadlines(incident: string, today: CalendarDay): CountedDeadlines {
  if (incident.trim() === "") return { state: "empty" };
  const day = fromIsoDay(incident.trim());
  if (!day || daysBetween(EARLIEST, day) < 0) return { state: "invalid" };
  if (daysBetween(today, day) > 0) return { state: "future" };
  const { claim, suit } = deadlinesFor(day, today);
  const late = lateClaimDeadline(day);
  return {
    state: "counted",
    claim: { date: isoDay(claim.date), daysLeft: claim.daysLeft },
    suit: { date: isoDay(suit.date), daysLeft: suit.daysLeft },
    lateClaim: { date: isoDay(late), daysLeft: daysBetween(today, late) },
  };
}
