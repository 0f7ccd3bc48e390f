import { describe, expect, it } from "vitest";
import { addDays, addMonths, calendarDay, dayIn, dayKey, daysBetween, fromDayKey, isoDay } from "./calendar-day";
import { OFFICE_TIME_ZONE } from "./business-day";
import {
  claimDeadline,
  deadlineOrderKey,
  deadlinesFor,
  nextDeadline,
  NO_DEADLINE_KEY,
  suitDeadline,
  urgencyOf,
} from "./deadlines";

const day = (iso: string) => {
  const [year, month, date] = iso.split("-").map(Number);
  const found = calendarDay(year!, month!, date!);
  if (!found) throw new Error(`${iso} is no day`);
  return found;
};

/**
 * The deadline table the office's triage relies on: incident date, then the government-claim
 * deadline (six months, Gov. Code § 911.2) and the suit limit (two years, CCP § 335.1).
 */
export const DEADLINE_TABLE: [incident: string, claim: string, suit: string, why: string][] = [
  ["2024-03-14", "2024-09-14", "2026-03-14", "an ordinary day"],
  ["2024-01-31", "2024-07-31", "2026-01-31", "31 January: July has a 31st"],
  ["2023-08-31", "2024-02-29", "2025-08-31", "31 August: the last day of February, the 29th in a leap year"],
  ["2022-08-31", "2023-02-28", "2024-08-31", "31 August: the last day of February, the 28th otherwise"],
  ["2024-08-30", "2025-02-28", "2026-08-30", "30 August: February has no 30th"],
  ["2024-08-29", "2025-02-28", "2026-08-29", "29 August, with no 29 February six months later"],
  ["2023-08-29", "2024-02-29", "2025-08-29", "29 August, with a 29 February six months later"],
  ["2024-02-29", "2024-08-29", "2026-02-28", "a leap day: two years later there is no 29 February"],
  ["2023-12-31", "2024-06-30", "2025-12-31", "31 December: June has 30 days"],
  ["2024-03-31", "2024-09-30", "2026-03-31", "31 March: September has 30 days"],
  ["2024-07-15", "2025-01-15", "2026-07-15", "across a new year"],
  ["2024-10-31", "2025-04-30", "2026-10-31", "31 October: April has 30 days"],
  ["1999-12-31", "2000-06-30", "2001-12-31", "across the century"],
];

describe("deadline arithmetic", () => {
  it.each(DEADLINE_TABLE)("incident %s: claim by %s, suit by %s (%s)", (incident, claim, suit) => {
    expect(isoDay(claimDeadline(day(incident)))).toBe(claim);
    expect(isoDay(suitDeadline(day(incident)))).toBe(suit);
  });

  it("adds calendar months, clamping to a short month's last day, forwards and backwards", () => {
    expect(isoDay(addMonths(day("2024-01-31"), 1))).toBe("2024-02-29");
    expect(isoDay(addMonths(day("2023-01-31"), 1))).toBe("2023-02-28");
    expect(isoDay(addMonths(day("2024-05-31"), -3))).toBe("2024-02-29");
    expect(isoDay(addMonths(day("2024-11-15"), 14))).toBe("2026-01-15");
    expect(isoDay(addMonths(day("2024-03-14"), 0))).toBe("2024-03-14");
  });

  it("counts days across month ends, leap days and daylight-saving changes", () => {
    expect(daysBetween(day("2024-02-28"), day("2024-03-01"))).toBe(2);
    expect(daysBetween(day("2023-02-28"), day("2023-03-01"))).toBe(1);
    expect(daysBetween(day("2024-03-09"), day("2024-03-11"))).toBe(2);
    expect(daysBetween(day("2024-11-02"), day("2024-11-04"))).toBe(2);
    expect(daysBetween(day("2024-09-14"), day("2024-03-14"))).toBe(-184);
    expect(isoDay(addDays(day("2024-12-31"), 1))).toBe("2025-01-01");
    expect(isoDay(addDays(day("2024-03-01"), -1))).toBe("2024-02-29");
  });

  it("gives the days left on a day we choose: positive, zero on the last day, negative once passed", () => {
    const incident = day("2024-03-14");
    expect(deadlinesFor(incident, day("2024-09-01")).claim.daysLeft).toBe(13);
    expect(deadlinesFor(incident, day("2024-09-14")).claim.daysLeft).toBe(0);
    expect(deadlinesFor(incident, day("2024-09-17")).claim.daysLeft).toBe(-3);
    expect(deadlinesFor(incident, day("2024-09-17")).suit.daysLeft).toBe(543);
  });

  it("takes today from the office's clock, whatever the server's: late evening in California is the next day in UTC", () => {
    // 13 September 2024, 11:30 p.m. in Santa Rosa (PDT, UTC-7) is 06:30 on the 14th in UTC.
    const lateEvening = Date.UTC(2024, 8, 14, 6, 30);
    const today = dayIn(OFFICE_TIME_ZONE, lateEvening);
    expect(isoDay(today)).toBe("2024-09-13");
    expect(deadlinesFor(day("2024-03-14"), today).claim.daysLeft).toBe(1);
    expect(isoDay(dayIn("UTC", lateEvening))).toBe("2024-09-14");
  });

  it("rates how pressing a limit is", () => {
    expect([-1, 0, 14, 15, 30, 31].map(urgencyOf)).toEqual(["passed", "urgent", "urgent", "soon", "soon", "later"]);
  });

  it("keys a day as a number that sorts like the days, and reads it back", () => {
    expect(dayKey(day("2024-03-14"))).toBe(20240314);
    expect(dayKey(day("2024-03-14"))).toBeLessThan(dayKey(day("2024-12-01")));
    expect(fromDayKey(20240229)).toEqual(day("2024-02-29"));
    expect(fromDayKey(20230229)).toBeNull();
  });

  it("refuses days that do not exist", () => {
    expect(calendarDay(2023, 2, 29)).toBeNull();
    expect(calendarDay(2024, 4, 31)).toBeNull();
    expect(calendarDay(2024, 13, 1)).toBeNull();
    expect(calendarDay(2024, 0, 1)).toBeNull();
    expect(calendarDay(1900, 2, 29)).toBeNull();
    expect(calendarDay(2000, 2, 29)).toEqual({ year: 2000, month: 2, day: 29 });
  });
});

describe("the order by deadline", () => {
  const today = 20261201;
  it("puts the soonest limit still to come first: the claim's while it runs, then the suit's", () => {
    const claimIn2 = deadlineOrderKey(20261203, 20280603, today);
    const claimPassedSuitIn20 = deadlineOrderKey(20250621, 20261221, today);
    const claimIn30 = deadlineOrderKey(20261231, 20280630, today);
    expect(claimIn2).toBe(20261203);
    expect(claimPassedSuitIn20).toBe(20261221);
    expect([claimIn30, claimPassedSuitIn20, claimIn2].sort((a, b) => a - b)).toEqual([
      claimIn2,
      claimPassedSuitIn20,
      claimIn30,
    ]);
  });

  it("puts a limit passed 529 days ago after one with 2 days left, the latest passed first, and no date last", () => {
    const twoDaysLeft = deadlineOrderKey(20261203, 20280603, today);
    const passedLongAgo = deadlineOrderKey(20230620, 20240620, today);
    const passedLately = deadlineOrderKey(20240101, 20251101, today);
    const none = deadlineOrderKey(null, null, today);
    const order = [none, passedLongAgo, passedLately, twoDaysLeft].sort((a, b) => a - b);
    expect(order).toEqual([twoDaysLeft, passedLately, passedLongAgo, none]);
    expect(none).toBe(NO_DEADLINE_KEY);
  });

  it("counts the last day as still to come", () => {
    expect(deadlineOrderKey(today, 20281201, today)).toBe(today);
    expect(deadlineOrderKey(20260601, today, today)).toBe(today);
  });

  it("names which limit decides", () => {
    const incident = { year: 2025, month: 1, day: 10 };
    expect(nextDeadline(deadlinesFor(incident, { year: 2025, month: 7, day: 1 }))?.which).toBe("claim");
    expect(nextDeadline(deadlinesFor(incident, { year: 2025, month: 7, day: 11 }))).toMatchObject({
      which: "suit",
      deadline: { daysLeft: 548 },
    });
    expect(nextDeadline(deadlinesFor(incident, { year: 2027, month: 1, day: 11 }))).toBeNull();
  });
});
