import { describe, expect, it } from "vitest";
import { isWeekday, replyDueAt, startOfDay } from "./business-day";
import { calendarDay } from "./calendar-day";

/** An instant given as Santa Rosa's clocks show it, with its UTC offset spelled out. */
const pacific = (text: string) => Date.parse(text);

describe("the reply promised within one business day", () => {
  it.each([
    ["Monday 10:00", "2024-03-11T10:00:00-07:00", "2024-03-12T10:00:00-07:00"],
    ["Thursday 16:45", "2024-03-14T16:45:00-07:00", "2024-03-15T16:45:00-07:00"],
    ["Friday 15:00: due Monday 15:00", "2024-03-15T15:00:00-07:00", "2024-03-18T15:00:00-07:00"],
    ["Saturday: due at the end of Monday", "2024-03-16T11:20:00-07:00", "2024-03-19T00:00:00-07:00"],
    ["Sunday night: due at the end of Monday", "2024-03-17T23:59:00-07:00", "2024-03-19T00:00:00-07:00"],
    ["Friday 23:30", "2024-03-15T23:30:00-07:00", "2024-03-18T23:30:00-07:00"],
  ])("%s", (_, received, due) => {
    expect(new Date(replyDueAt(pacific(received))).toISOString()).toBe(new Date(pacific(due)).toISOString());
  });

  it("keeps the office's clock time across a daylight-saving change", () => {
    // Friday 1 November 2024, 9 a.m. PDT; the clocks go back on Sunday: due Monday 9 a.m. PST.
    expect(replyDueAt(pacific("2024-11-01T09:00:00-07:00"))).toBe(pacific("2024-11-04T09:00:00-08:00"));
    // Friday 8 March 2024, 9 a.m. PST; the clocks go forward on Sunday: due Monday 9 a.m. PDT.
    expect(replyDueAt(pacific("2024-03-08T09:00:00-08:00"))).toBe(pacific("2024-03-11T09:00:00-07:00"));
  });

  it("reads the weekday in California, not on the server's clock: Friday evening there is Saturday in UTC", () => {
    // Friday 22 March 2024, 6 p.m. PDT = Saturday 01:00 UTC.
    expect(replyDueAt(pacific("2024-03-22T18:00:00-07:00"))).toBe(pacific("2024-03-25T18:00:00-07:00"));
  });

  it("counts holidays as business days (no holiday calendar): 4 July 2024 was a Thursday", () => {
    expect(replyDueAt(pacific("2024-07-03T12:00:00-07:00"))).toBe(pacific("2024-07-04T12:00:00-07:00"));
  });

  it("tells weekdays from weekends", () => {
    expect(isWeekday(calendarDay(2024, 3, 15)!)).toBe(true);
    expect(isWeekday(calendarDay(2024, 3, 16)!)).toBe(false);
    expect(isWeekday(calendarDay(2024, 3, 17)!)).toBe(false);
  });
});

describe("the start of a day on the office's clock", () => {
  it("is midnight in California, in winter and in summer", () => {
    expect(new Date(startOfDay({ year: 2024, month: 1, day: 15 })).toISOString()).toBe("2024-01-15T08:00:00.000Z");
    expect(new Date(startOfDay({ year: 2024, month: 7, day: 4 })).toISOString()).toBe("2024-07-04T07:00:00.000Z");
    // The days the clocks change are 23 and 25 hours long.
    expect(startOfDay({ year: 2024, month: 3, day: 11 }) - startOfDay({ year: 2024, month: 3, day: 10 })).toBe(
      23 * 3_600_000,
    );
    expect(startOfDay({ year: 2024, month: 11, day: 4 }) - startOfDay({ year: 2024, month: 11, day: 3 })).toBe(
      25 * 3_600_000,
    );
  });
});
