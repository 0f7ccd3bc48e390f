import { describe, expect, it } from "vitest";
import { calendarDay, type CalendarDay } from "~/lib/calendar-day";
import { atOfficeTime, officeDateTimeValue } from "~/lib/office-clock";
import { DEFAULT_SCHEDULING, type SchedulingSettings } from "./settings";
import { openSlots, pickRefusal, slotsCovered, slotsOfDay } from "./slots";

const day = (year: number, month: number, date: number) => calendarDay(year, month, date)!;
const HOUR = 3_600_000;
/** Every day of the week open 9 to 12 and 1 to 5, 60-minute consultations, no notice. */
const EVERY_DAY: SchedulingSettings = {
  ...DEFAULT_SCHEDULING,
  selfBooking: true,
  minutes: 60,
  noticeHours: 0,
  daysAhead: 3,
  hours: {
    sun: [["09:00", "12:00"]],
    mon: [
      ["09:00", "12:00"],
      ["13:00", "17:00"],
    ],
    tue: [
      ["09:00", "12:00"],
      ["13:00", "17:00"],
    ],
    wed: [["09:00", "12:00"]],
    thu: [["09:00", "12:00"]],
    fri: [["09:00", "12:00"]],
    sat: [["09:00", "12:00"]],
  },
};
const onClock = (slots: number[]) => slots.map(officeDateTimeValue);
const utcHour = (at: number) => new Date(at).getUTCHours();

/**
 * The self-booking grid on California's clock: a 9 AM slot is 9 AM on the office's wall clock
 * on either side of a change, so the instants an hour apart in UTC.
 */
describe.each([
  // Spring forward: Sunday March 8, 2026 and March 14, 2027 (2 AM becomes 3 AM).
  {
    change: "spring 2026",
    before: day(2026, 3, 7),
    on: day(2026, 3, 8),
    after: day(2026, 3, 9),
    utcBefore: 17,
    utcAfter: 16,
  },
  {
    change: "spring 2027",
    before: day(2027, 3, 13),
    on: day(2027, 3, 14),
    after: day(2027, 3, 15),
    utcBefore: 17,
    utcAfter: 16,
  },
  // Fall back: Sunday November 1, 2026 and November 7, 2027 (2 AM becomes 1 AM).
  {
    change: "autumn 2026",
    before: day(2026, 10, 31),
    on: day(2026, 11, 1),
    after: day(2026, 11, 2),
    utcBefore: 16,
    utcAfter: 17,
  },
  {
    change: "autumn 2027",
    before: day(2027, 11, 6),
    on: day(2027, 11, 7),
    after: day(2027, 11, 8),
    utcBefore: 16,
    utcAfter: 17,
  },
] as {
  change: string;
  before: CalendarDay;
  on: CalendarDay;
  after: CalendarDay;
  utcBefore: number;
  utcAfter: number;
}[])("slots across the $change change", ({ before, on, after, utcBefore, utcAfter }) => {
  it("cuts each day's openings on the office's clock, the change's day included", () => {
    for (const each of [before, on]) {
      expect(onClock(slotsOfDay(EVERY_DAY, each)).map((value) => value.slice(11))).toEqual(["09:00", "10:00", "11:00"]);
    }
    expect(slotsOfDay(EVERY_DAY, after)).toHaveLength(7);
    // 9 AM Pacific is 17:00 UTC in standard time and 16:00 UTC in daylight time.
    expect(utcHour(slotsOfDay(EVERY_DAY, before)[0]!)).toBe(utcBefore);
    expect(utcHour(slotsOfDay(EVERY_DAY, after)[0]!)).toBe(utcAfter);
    // The change's day is 23 or 25 hours long; its slots are still an hour apart.
    const [nine, ten] = slotsOfDay(EVERY_DAY, on);
    expect(ten! - nine!).toBe(HOUR);
  });

  it("offers the times from the evening before the change on, in order, across it", () => {
    const evening = atOfficeTime(before, 20);
    const open = onClock(openSlots(EVERY_DAY, evening, []));
    expect(open.slice(0, 4)).toEqual([
      `${officeDateTimeValue(atOfficeTime(on, 9)).slice(0, 10)}T09:00`,
      `${officeDateTimeValue(atOfficeTime(on, 9)).slice(0, 10)}T10:00`,
      `${officeDateTimeValue(atOfficeTime(on, 9)).slice(0, 10)}T11:00`,
      `${officeDateTimeValue(atOfficeTime(after, 9)).slice(0, 10)}T09:00`,
    ]);
  });

  it("takes a pick on the other side of the change, and refuses one off the grid by an hour's shift", () => {
    const evening = atOfficeTime(before, 20);
    const nine = atOfficeTime(after, 9);
    expect(pickRefusal(EVERY_DAY, evening, nine, [])).toBeNull();
    // The UTC hour 9 AM was before the change is not 9 AM after it: that instant is 8 or 10 AM.
    const sameUtcHour = Date.UTC(after.year, after.month - 1, after.day, utcBefore);
    expect(officeDateTimeValue(sameUtcHour).slice(11)).toBe(utcBefore > utcAfter ? "10:00" : "08:00");
    expect(pickRefusal(EVERY_DAY, evening, nine + 30 * 60_000, [])).toBe("outside");
    expect(pickRefusal(EVERY_DAY, nine + 1, nine, [])).toBe("past");
    expect(pickRefusal(EVERY_DAY, evening, nine, [{ start: nine, end: nine + HOUR }])).toBe("taken");
  });
});

describe("slots", () => {
  it("on the nights the clock changes: the skipped hour gives no slot, the repeated one no second", () => {
    const night = { ...EVERY_DAY, hours: { ...EVERY_DAY.hours, sun: [["01:00", "04:00"]] as [string, string][] } };
    // Spring: 2 AM does not happen; 1 AM and 3 AM are an hour apart.
    const spring = slotsOfDay(night, day(2026, 3, 8));
    expect(onClock(spring).map((value) => value.slice(11))).toEqual(["01:00", "03:00"]);
    expect(spring[1]! - spring[0]!).toBe(HOUR);
    // Autumn: 1 AM, 2 AM and 3 AM on the wall are three slots, 1 AM the first of its two.
    const autumn = slotsOfDay(night, day(2026, 11, 1));
    expect(onClock(autumn).map((value) => value.slice(11))).toEqual(["01:00", "02:00", "03:00"]);
    expect(autumn[1]! - autumn[0]!).toBe(2 * HOUR);
  });

  it("holds back the least notice and the days ahead", () => {
    const monday8 = atOfficeTime(day(2026, 12, 7), 8);
    const settings = { ...EVERY_DAY, noticeHours: 2, daysAhead: 1 };
    const open = onClock(openSlots(settings, monday8, []));
    expect(open[0]).toBe("2026-12-07T10:00");
    expect(open.at(-1)).toBe("2026-12-08T16:00");
    expect(pickRefusal(settings, monday8, atOfficeTime(day(2026, 12, 7), 9), [])).toBe("past");
    expect(pickRefusal(settings, monday8, atOfficeTime(day(2026, 12, 9), 9), [])).toBe("outside");
  });

  it("leaves out the times a consultation of the office overlaps, and says which slots it covers", () => {
    const monday8 = atOfficeTime(day(2026, 12, 7), 8);
    const settings = { ...EVERY_DAY, minutes: 30 };
    // The office booked 10:15 to 11:00: the 10:00 and 10:30 slots are covered.
    const start = atOfficeTime(day(2026, 12, 7), 10, 15);
    const busy = [{ start, end: start + 45 * 60_000 }];
    const open = onClock(openSlots(settings, monday8, busy)).filter((value) => value.startsWith("2026-12-07"));
    expect(open.slice(0, 4)).toEqual(["2026-12-07T09:00", "2026-12-07T09:30", "2026-12-07T11:00", "2026-12-07T11:30"]);
    expect(onClock(slotsCovered(settings, start, 45))).toEqual(["2026-12-07T10:00", "2026-12-07T10:30"]);
  });
});
