import { describe, expect, it } from "vitest";
import { calendarDay } from "./calendar-day";
import {
  addBusinessDays,
  atOfficeTime,
  businessDaysLater,
  officeClockAt,
  officeDayBounds,
  tomorrowAtSameTime,
} from "./office-clock";

const day = (text: string) => {
  const [year, month, date] = text.split("-").map(Number) as [number, number, number];
  return calendarDay(year, month, date)!;
};
const HOUR = 3_600_000;

describe("due dates on California's clock", () => {
  it("keeps 10 a.m. at 10 a.m. across the spring change (March 8, 2026: PST to PDT)", () => {
    const before = atOfficeTime(day("2026-03-06"), 10);
    expect(new Date(before).toISOString()).toBe("2026-03-06T18:00:00.000Z");
    // Friday 10 a.m. plus two business days: Tuesday 10 a.m., now seven hours behind UTC.
    const later = businessDaysLater(before, 2);
    expect(new Date(later).toISOString()).toBe("2026-03-10T17:00:00.000Z");
    expect(officeClockAt(later)).toEqual({ day: day("2026-03-10"), hour: 10, minute: 0 });
    // Moved to tomorrow across the change: same wall time, 23 hours later.
    const saturday = tomorrowAtSameTime(atOfficeTime(day("2026-03-07"), 10), atOfficeTime(day("2026-03-07"), 12));
    expect(saturday - atOfficeTime(day("2026-03-07"), 10)).toBe(23 * HOUR);
    // The change's own day is 23 hours long.
    const { start, end } = officeDayBounds(atOfficeTime(day("2026-03-08"), 12));
    expect(end - start).toBe(23 * HOUR);
  });

  it("keeps 10 a.m. at 10 a.m. across the autumn change (November 1, 2026: PDT to PST)", () => {
    const before = atOfficeTime(day("2026-10-30"), 10);
    expect(new Date(before).toISOString()).toBe("2026-10-30T17:00:00.000Z");
    const later = businessDaysLater(before, 2);
    expect(new Date(later).toISOString()).toBe("2026-11-03T18:00:00.000Z");
    const { start, end } = officeDayBounds(atOfficeTime(day("2026-11-01"), 12));
    expect(end - start).toBe(25 * HOUR);
    // 1:30 happens twice that night: the first is taken.
    expect(new Date(atOfficeTime(day("2026-11-01"), 1, 30)).toISOString()).toBe("2026-11-01T08:30:00.000Z");
  });

  it("counts business days Monday to Friday", () => {
    expect(addBusinessDays(day("2026-12-04"), 2)).toEqual(day("2026-12-08"));
    expect(addBusinessDays(day("2026-12-05"), 1)).toEqual(day("2026-12-07"));
    expect(addBusinessDays(day("2026-12-07"), 0)).toEqual(day("2026-12-07"));
  });
});
