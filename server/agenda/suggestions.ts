import { isWeekday, OFFICE_TIME_ZONE } from "~/lib/business-day";
import { addDays, dayIn, dayKey, fromDayKey, isoDay, type CalendarDay } from "~/lib/calendar-day";
import { CLAIM_ALERT_DAYS } from "~/lib/deadlines";
import { atOfficeTime, businessDaysLater, officeClockAt } from "~/lib/office-clock";
import { agendaCopy } from "~/office/agenda/copy";
import { OPEN_STAGES, type RequestStage } from "../db/schema";

/** Business days after the move to Contacted that a follow-up is suggested for. */
export const FOLLOW_UP_BUSINESS_DAYS = 2;
/** Days before a limit that the task to meet it is suggested for. */
export const DEADLINE_LEAD_DAYS = CLAIM_ALERT_DAYS;
/** The hour of the office's day a suggested task is due at. */
const DUE_HOUR = 9;

export type SuggestionKind = "follow-up" | "claim" | "suit" | "court";

/** A task the pipeline suggests: nothing is made until a person confirms it. */
export type Suggestion = { key: string; kind: SuggestionKind; title: string; dueAt: number };

/** What the suggestions read of a request: its stage, and its limits and court date as day keys. */
export type SuggestionSource = {
  stage: RequestStage;
  stageChangedAt: number;
  claimDeadline: number | null;
  suitDeadline: number | null;
  courtOn: number | null;
};

/** The next full hour after `now` on the office's clock: a suggestion never falls due in the past. */
function nextHour(now: number): number {
  const { day, hour } = officeClockAt(now);
  return hour >= 23 ? atOfficeTime(addDays(day, 1), DUE_HOUR) : atOfficeTime(day, hour + 1);
}

const notBefore = (dueAt: number, now: number) => (dueAt > now ? dueAt : nextHour(now));
const dueOn = (day: CalendarDay, now: number) => notBefore(atOfficeTime(day, DUE_HOUR), now);

/**
 * The tasks the pipeline suggests for a request, at `now`, leaving out those whose key a task
 * already has (confirmed, done or dismissed):
 * - moved to Contacted: follow up two business days later, at the same time of day;
 * - the claim deadline still to come (then, once it passed, the two-year limit): the task to
 *   meet it, due fourteen days before it at 9 a.m.;
 * - a court date to come: ask about the criminal case, the business day before it.
 * A closed request gets none. None falls due before `now`: a late one is due within the hour.
 */
export function suggestionsFor(request: SuggestionSource, taken: ReadonlySet<string>, now: number): Suggestion[] {
  if (!(OPEN_STAGES as readonly RequestStage[]).includes(request.stage)) return [];
  const words = agendaCopy.suggestions;
  const today = dayKey(dayIn(OFFICE_TIME_ZONE, now));
  const found: Suggestion[] = [];
  if (request.stage === "contacted") {
    found.push({
      key: `follow-up:${request.stageChangedAt}`,
      kind: "follow-up",
      title: words.followUp,
      dueAt: notBefore(businessDaysLater(request.stageChangedAt, FOLLOW_UP_BUSINESS_DAYS), now),
    });
  }
  const limit =
    request.claimDeadline != null && request.claimDeadline >= today
      ? { kind: "claim" as const, key: request.claimDeadline }
      : request.suitDeadline != null && request.suitDeadline >= today
        ? { kind: "suit" as const, key: request.suitDeadline }
        : null;
  const limitDay = limit ? fromDayKey(limit.key) : null;
  if (limit && limitDay) {
    found.push({
      key: `${limit.kind}:${limit.key}`,
      kind: limit.kind,
      title: limit.kind === "claim" ? words.claim(isoDay(limitDay)) : words.suit(isoDay(limitDay)),
      dueAt: dueOn(addDays(limitDay, -DEADLINE_LEAD_DAYS), now),
    });
  }
  const court = request.courtOn != null && request.courtOn >= today ? fromDayKey(request.courtOn) : null;
  if (court) {
    found.push({
      key: `court:${request.courtOn}`,
      kind: "court",
      title: words.court(isoDay(court)),
      dueAt: dueOn(previousBusinessDay(court), now),
    });
  }
  return found.filter((suggestion) => !taken.has(suggestion.key));
}

/** The weekday before `day`. */
function previousBusinessDay(day: CalendarDay): CalendarDay {
  let before = addDays(day, -1);
  while (!isWeekday(before)) before = addDays(before, -1);
  return before;
}
