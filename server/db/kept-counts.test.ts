import { describe, expect, it } from "vitest";
import { quarterPeriod, STAGE_BIN_LAST, stageBin, stageBinSpan, stageTimes } from "./kept-counts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("the bins of the time spent in a stage", () => {
  it("are an hour wide for two days, six hours to two weeks, a day to a year, then one", () => {
    expect(stageBin(0)).toBe(0);
    expect(stageBin(HOUR - 1)).toBe(0);
    expect(stageBin(HOUR)).toBe(1);
    expect(stageBin(2 * DAY - 1)).toBe(47);
    expect(stageBin(2 * DAY)).toBe(48);
    expect(stageBin(2 * DAY + 6 * HOUR)).toBe(49);
    expect(stageBin(14 * DAY - 1)).toBe(95);
    expect(stageBin(14 * DAY)).toBe(96);
    expect(stageBin(365 * DAY - 1)).toBe(STAGE_BIN_LAST - 1);
    expect(stageBin(365 * DAY)).toBe(STAGE_BIN_LAST);
    expect(stageBin(3000 * DAY)).toBe(STAGE_BIN_LAST);
  });

  it("each span the times that fall in them", () => {
    for (const ms of [
      0,
      59 * 60_000,
      5 * HOUR + 1,
      47.5 * HOUR,
      3 * DAY + 7 * HOUR,
      13.9 * DAY,
      20.5 * DAY,
      400 * DAY,
    ]) {
      const [from, to] = stageBinSpan(stageBin(ms));
      expect(ms >= from && (ms < to || stageBin(ms) === STAGE_BIN_LAST)).toBe(true);
    }
    expect(stageBinSpan(49)).toEqual([2 * DAY + 6 * HOUR, 2 * DAY + 12 * HOUR]);
    expect(stageBinSpan(100)).toEqual([18 * DAY, 19 * DAY]);
  });
});

describe("the time a request spent in each open stage", () => {
  const created = Date.parse("2026-07-01T09:00:00-07:00");

  it("is nothing yet for a request that never moved", () => {
    expect(stageTimes(created, [])).toEqual({ in_new_ms: null, in_contacted_ms: null, in_consultation_ms: null });
  });

  it("adds up each stay, a stage visited twice counting both, and stops at a closed stage", () => {
    expect(
      stageTimes(created, [
        { at: created + 2 * HOUR, stage: "contacted" },
        { at: created + 3 * DAY, stage: "consultation" },
        { at: created + 4 * DAY, stage: "contacted" },
        { at: created + 5 * DAY, stage: "retained" },
      ]),
    ).toEqual({ in_new_ms: 2 * HOUR, in_contacted_ms: 3 * DAY - 2 * HOUR + DAY, in_consultation_ms: DAY });
  });

  it("moves on a first contact only from new, and counts no time below zero", () => {
    expect(
      stageTimes(created, [
        { at: created + HOUR, stage: "consultation" },
        { at: created + 2 * HOUR, stage: "contacted", onlyFrom: "new" },
        { at: created + 3 * HOUR, stage: "declined" },
      ]),
    ).toEqual({ in_new_ms: HOUR, in_contacted_ms: null, in_consultation_ms: 2 * HOUR });
    expect(stageTimes(created, [{ at: created - HOUR, stage: "contacted" }]).in_new_ms).toBe(0);
  });

  it("counts no time in spam, and again from new once it is back", () => {
    expect(
      stageTimes(created, [
        { at: created + HOUR, stage: "spam" },
        { at: created + DAY, stage: "new" },
        { at: created + DAY + 3 * HOUR, stage: "contacted" },
      ]),
    ).toEqual({ in_new_ms: 4 * HOUR, in_contacted_ms: null, in_consultation_ms: null });
  });
});

describe("a quarter as a period", () => {
  it("is the year and the quarter, five digits, never a month's six or a week's eight", () => {
    expect(quarterPeriod({ year: 2026, month: 1 })).toBe(20261);
    expect(quarterPeriod({ year: 2026, month: 3 })).toBe(20261);
    expect(quarterPeriod({ year: 2026, month: 4 })).toBe(20262);
    expect(quarterPeriod({ year: 2026, month: 12 })).toBe(20264);
  });
});
