import { addMonths, daysBetween, type CalendarDay } from "./calendar-day";

/**
 * The two time limits that decide most of the practice's cases, counted from the incident
 * date, for the office's triage (an attorney confirms them; visitors never see these figures,
 * except the claim deadline named in the letter that declines their case):
 * - a claim against a city, county or state agency must be presented within six months of the
 *   injury (California Government Code section 911.2);
 * - a suit for a personal injury or a civil-rights violation must be filed within two years
 *   (Code of Civil Procedure section 335.1).
 *
 * Months are calendar months: the same day, or the month's last day when it has no such day.
 * A limit that ends on a weekend or a court holiday is not moved to the next court day here
 * (Code of Civil Procedure section 12a may move it): the office sees the earlier date.
 */
export const CLAIM_MONTHS = 6;
export const SUIT_MONTHS = 24;
/** An application to present a late claim must be made within a year of the injury (Government Code section 911.4). */
export const LATE_CLAIM_MONTHS = 12;

/** An open request whose claim deadline is this close, and nobody has contacted, is called out. */
export const CLAIM_ALERT_DAYS = 14;
/** The inbox's "claim deadline within 30 days" filter. */
export const CLAIM_FILTER_DAYS = 30;

/** The office's windows of claim deadlines: within so many days from today, or passed already. */
export const CLAIM_WINDOWS = ["14", "30", "90", "passed"] as const;
export type ClaimWindow = (typeof CLAIM_WINDOWS)[number];

export type Deadline = { date: CalendarDay; daysLeft: number };

export type Deadlines = { claim: Deadline; suit: Deadline };

export function claimDeadline(incident: CalendarDay): CalendarDay {
  return addMonths(incident, CLAIM_MONTHS);
}

export function suitDeadline(incident: CalendarDay): CalendarDay {
  return addMonths(incident, SUIT_MONTHS);
}

/** The last day to apply to present a late claim, once the claim deadline has passed. */
export function lateClaimDeadline(incident: CalendarDay): CalendarDay {
  return addMonths(incident, LATE_CLAIM_MONTHS);
}

/** Both limits for an incident, with the days left on `today` (0: today is the last day; negative: passed). */
export function deadlinesFor(incident: CalendarDay, today: CalendarDay): Deadlines {
  const claim = claimDeadline(incident);
  const suit = suitDeadline(incident);
  return {
    claim: { date: claim, daysLeft: daysBetween(today, claim) },
    suit: { date: suit, daysLeft: daysBetween(today, suit) },
  };
}

/** How pressing a limit is: passed, within CLAIM_ALERT_DAYS, within CLAIM_FILTER_DAYS, or later. */
export type Urgency = "passed" | "urgent" | "soon" | "later";

export function urgencyOf(daysLeft: number): Urgency {
  if (daysLeft < 0) return "passed";
  if (daysLeft <= CLAIM_ALERT_DAYS) return "urgent";
  if (daysLeft <= CLAIM_FILTER_DAYS) return "soon";
  return "later";
}

/** Either limit this close, for an open request nobody has contacted, is called out (the claim's and the suit's alike). */
export const DEADLINE_ALERT_DAYS = CLAIM_ALERT_DAYS;

/** The order key of a request without an incident date: after every other. */
export const NO_DEADLINE_KEY = 99_999_999;
/** Keys of requests whose limits have both passed count down from this, the latest passed first, after every day key still to come. */
export const PASSED_BASE_KEY = 60_000_000;

/**
 * Where a request stands in the order by deadline, from its two limits as day keys (20240314)
 * and today's: the soonest limit still to come (the claim's while it runs, then the suit's),
 * as its day key; once both have passed, after every limit to come, the latest passed first;
 * without an incident date, last. Lower comes first. The listing says the same in SQL
 * (server/requests/listing.ts).
 */
export function deadlineOrderKey(claim: number | null, suit: number | null, today: number): number {
  if (claim != null && claim >= today) return claim;
  if (suit != null && suit >= today) return suit;
  if (suit != null) return PASSED_BASE_KEY - suit;
  return NO_DEADLINE_KEY;
}

/** Which limit decides a request's place in the order by deadline: the first still to come, else none. */
export function nextDeadline(deadlines: Deadlines): { which: "claim" | "suit"; deadline: Deadline } | null {
  if (deadlines.claim.daysLeft >= 0) return { which: "claim", deadline: deadlines.claim };
  if (deadlines.suit.daysLeft >= 0) return { which: "suit", deadline: deadlines.suit };
  return null;
}
