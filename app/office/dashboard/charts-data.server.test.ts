import { describe, expect, it } from "vitest";
import { WAYS_IN, type DashboardFacts } from "../../../server/office/dashboard";
import { HEARD_KEYS } from "../../../server/payload/derived";
import { dashboardCharts, figuresRows, retainedShare } from "./charts-data.server";

const DAY = 86_400_000;
const zeros = (length: number) => Array.from({ length }, () => 0);

function facts(overrides: Partial<DashboardFacts> = {}): DashboardFacts {
  const weeks = Array.from({ length: 26 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 4, 25 + index * 7));
    return day.toISOString().slice(0, 10);
  });
  const form = zeros(26);
  const widget = zeros(26);
  form[23] = 10;
  widget[23] = 10;
  form[24] = 12;
  widget[24] = 14;
  form[25] = 3;
  const heard = Object.fromEntries(HEARD_KEYS.map((key) => [key, [0, 0, 0]])) as DashboardFacts["quarters"]["heard"];
  heard.search = [40, 50, 10];
  heard.attorney = [10, 30, 2];
  heard.friend = [20, 20, 1];
  const retainedHeard = Object.fromEntries(
    HEARD_KEYS.map((key) => [key, [0, 0, 0]]),
  ) as DashboardFacts["quarters"]["retainedHeard"];
  retainedHeard.search = [4, 5, 0];
  retainedHeard.attorney = [3, 12, 1];
  const perWay = () =>
    Object.fromEntries(WAYS_IN.map((way) => [way, [0, 0, 0]])) as DashboardFacts["quarters"]["received"];
  const received = perWay();
  received["case-evaluation"] = [70, 100, 13];
  received.widget = [30, 50, 5];
  received.phone = [0, 10, 1];
  const retained = perWay();
  retained["case-evaluation"] = [7, 17, 1];
  retained.widget = [3, 2, 0];
  retained.phone = [0, 5, 0];
  return {
    range: { from: "2026-06", to: "2026-11" },
    months: ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"],
    weeks: {
      starts: weeks,
      bySource: { "case-evaluation": form, widget, office: zeros(26) },
      byEdition: {
        en: form.map((value, index) => value + widget[index]! - 1),
        es: zeros(26).map((_, i) => (form[i] ? 1 : 0)),
      },
      lastIsPartial: true,
    },
    quarters: {
      periods: [
        { year: 2026, quarter: 2 },
        { year: 2026, quarter: 3 },
        { year: 2026, quarter: 4 },
      ],
      heard,
      retainedHeard,
      received,
      retained,
      medianStageMs: {
        new: [6 * 3_600_000, 4 * 3_600_000, null],
        contacted: [9.5 * DAY, 24 * 3_600_000, 2 * DAY],
        consultation: [null, 3.04 * DAY, null],
      },
      lastIsPartial: true,
    },
    perMonth: {
      periods: ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"],
      outcomes: {
        retained: [1, 2, 3, 4, 5, 1],
        declined: [10, 10, 10, 10, 12, 3],
        referred: [2, 2, 2, 2, 3, 1],
        spam: [4, 4, 4, 4, 6, 2],
      },
      medianContactMs: [null, 9 * 3_600_000, 8 * 3_600_000, 7 * 3_600_000, 6.25 * 3_600_000, 5 * 3_600_000],
      contacted: [0, 10, 10, 10, 10, 4],
      promised: [0, 10, 10, 10, 20, 5],
      inTime: [0, 5, 6, 7, 17, 4],
      callsReached: [3, 4, 5, 6, 30, 2],
      callAttempts: [1, 2, 2, 3, 12, 1],
      lastIsPartial: true,
    },
    now: Date.parse("2026-11-26T12:00:00-08:00"),
    ...overrides,
  };
}

describe("the dashboard's headlines, worded from its figures", () => {
  const charts = dashboardCharts(facts());

  it("speak of the last whole week, with the running one so far, and who moved it", () => {
    expect(charts.bySource.headline).toBe(
      "Requests rose 30% in the week of Nov 9, 2026 (to 26), mostly through the message widget. This week so far: 3.",
    );
    expect(charts.byEdition.headline).toMatch(
      /^Requests rose 30% in the week of Nov 9, 2026 \(to 26\), mostly from the English pages\./,
    );
  });

  it("say which way of hearing brought the most in the last whole quarter, and what moved since the one before", () => {
    expect(charts.heard.headline).toBe(
      "In Q3 2026, 50% of case-form requests came through Google search. 43% more came than in Q2 2026, most of the rise from another attorney.",
    );
  });

  it("count the last whole month's outcomes and compare its retained cases", () => {
    expect(charts.outcomes.headline).toBe(
      "In October 2026: 5 retained, 12 declined, 3 referred out and 6 spam; up from 4 retained in September 2026.",
    );
  });

  it("give the median hours to first contact and the share contacted in time", () => {
    expect(charts.contact.median[0]!.values).toEqual([null, 9, 8, 7, 6.3, 5]);
    expect(charts.contact.share[0]!.values).toEqual([null, 50, 60, 70, 85, 80]);
    expect(charts.contact.headline).toBe(
      "In October 2026 the office first contacted a request a median of 6.3 hours after it arrived (faster than 7 hours in September 2026), and 85% were contacted within one business day.",
    );
  });

  it("say so when a range holds nothing", () => {
    const empty = dashboardCharts(
      facts({
        weeks: { ...facts().weeks, bySource: { "case-evaluation": zeros(26), widget: zeros(26), office: zeros(26) } },
      }),
    );
    expect(empty.bySource.headline).toBe(
      "No requests in the week of Nov 9, 2026 or the week before. This week so far: 0.",
    );
  });
});

describe("the share retained of the requests received", () => {
  it("is retained ÷ received in percent, to a tenth, with no share where none was received", () => {
    expect(retainedShare(1, 3)).toBe(33.3);
    expect(retainedShare(2, 3)).toBe(66.7);
    expect(retainedShare(0, 12)).toBe(0);
    expect(retainedShare(5, 5)).toBe(100);
    expect(retainedShare(0, 0)).toBeNull();
    expect(retainedShare(3, 0)).toBeNull();
    // Never above the whole, nor below nothing.
    expect(retainedShare(7, 5)).toBe(100);
    expect(retainedShare(-1, 5)).toBe(0);
  });

  it("is drawn per quarter (a series each) over the ways in, with no share for a way that received none", () => {
    const { retainedByWay } = dashboardCharts(facts());
    expect(retainedByWay.categories.map(({ label }) => label)).toEqual([
      "Case form",
      "Message widget",
      "Phone call",
      "Walk-in",
      "Referral",
      "Call from jail",
    ]);
    expect(retainedByWay.series.map(({ label }) => label)).toEqual(["Q2 2026", "Q3 2026", "Q4 2026 (so far)"]);
    expect(retainedByWay.series[0]!.values).toEqual([10, 10, null, null, null, null]);
    expect(retainedByWay.series[1]!.values).toEqual([17, 4, 50, null, null, null]);
    expect(retainedByWay.series[2]!.values).toEqual([7.7, 0, 0, null, null, null]);
  });

  it("is worded for the last whole quarter, with the way whose share was highest", () => {
    const charts = dashboardCharts(facts());
    expect(charts.retainedByWay.headline).toBe(
      "Of the requests received in Q3 2026, 15% were retained (24 of 160); the highest share, 50%, of those that came by phone.",
    );
    expect(charts.retainedByHeard.headline).toBe(
      "Of the requests received in Q3 2026, 17% were retained (17 of 100); the highest share, 40%, of those that came from another attorney.",
    );
    const q3 = charts.retainedByHeard.series[1]!.values;
    expect([
      q3[HEARD_KEYS.indexOf("search")],
      q3[HEARD_KEYS.indexOf("attorney")],
      q3[HEARD_KEYS.indexOf("friend")],
    ]).toEqual([10, 40, 0]);
    expect(q3[HEARD_KEYS.indexOf("news")]).toBeNull();
  });

  it("says so when the quarter received nothing, and names no way when only one received any", () => {
    const none = facts();
    none.quarters.received = Object.fromEntries(
      WAYS_IN.map((way) => [way, [0, 0, 0]]),
    ) as typeof none.quarters.received;
    expect(dashboardCharts(none).retainedByWay.headline).toBe("No requests received in Q3 2026.");
    expect(
      dashboardCharts(none).retainedByWay.series.every(({ values }) => values.every((value) => value === null)),
    ).toBe(true);
    const one = facts();
    one.quarters.received = { ...one.quarters.received, widget: [0, 0, 0], phone: [0, 0, 0] };
    one.quarters.retained = { ...one.quarters.retained, widget: [0, 0, 0], phone: [0, 0, 0] };
    expect(dashboardCharts(one).retainedByWay.headline).toBe(
      "Of the requests received in Q3 2026, 17% were retained (17 of 100).",
    );
  });

  it("speaks of the running quarter once it is the only one, and of nothing in a range with no quarter", () => {
    const single = facts();
    single.quarters = {
      ...single.quarters,
      periods: [{ year: 2026, quarter: 4 }],
      received: Object.fromEntries(
        WAYS_IN.map((way) => [way, [way === "widget" ? 4 : 0]]),
      ) as typeof single.quarters.received,
      retained: Object.fromEntries(
        WAYS_IN.map((way) => [way, [way === "widget" ? 1 : 0]]),
      ) as typeof single.quarters.retained,
    };
    expect(dashboardCharts(single).retainedByWay.headline).toBe(
      "Of the requests received in Q4 2026 (so far), 25% were retained (1 of 4).",
    );
    const nothing = facts();
    nothing.quarters = { ...nothing.quarters, periods: [] };
    expect(dashboardCharts(nothing).retainedByWay.headline).toBe("No requests in this range.");
    expect(dashboardCharts(nothing).retainedByWay.series).toEqual([]);
  });
});

describe("the median time in each stage", () => {
  it("is drawn per quarter over the open stages, in days (to a hundredth under one), with no bar where none left a stage", () => {
    const { stageTimes } = dashboardCharts(facts());
    expect(stageTimes.categories.map(({ label }) => label)).toEqual(["New", "Contacted", "Consultation scheduled"]);
    expect(stageTimes.series).toEqual([
      { label: "Q2 2026", values: [0.25, 9.5, null] },
      { label: "Q3 2026", values: [0.17, 1, 3] },
      { label: "Q4 2026 (so far)", values: [null, 2, null] },
    ]);
  });

  it("is worded for the last whole quarter, naming only the stages some request left", () => {
    expect(dashboardCharts(facts()).stageTimes.headline).toBe(
      "Requests received in Q3 2026 spent a median of 0.17 days in New, 1 day in Contacted, and 3 days in Consultation scheduled.",
    );
    const some = facts();
    some.quarters.medianStageMs = {
      new: [null, 2 * DAY, null],
      contacted: [null, null, null],
      consultation: [null, null, null],
    };
    expect(dashboardCharts(some).stageTimes.headline).toBe(
      "Requests received in Q3 2026 spent a median of 2 days in New.",
    );
    const none = facts();
    none.quarters.medianStageMs = {
      new: [null, null, null],
      contacted: [null, null, null],
      consultation: [null, null, null],
    };
    expect(dashboardCharts(none).stageTimes.headline).toBe(
      "No request received in Q3 2026 has moved on from a stage yet.",
    );
    const nothing = facts();
    nothing.quarters = { ...nothing.quarters, periods: [] };
    expect(dashboardCharts(nothing).stageTimes.headline).toBe("No requests in this range.");
  });
});

describe("the dashboard's CSV", () => {
  it("holds every figure the charts draw, one a line", () => {
    const rows = figuresRows(dashboardCharts(facts()));
    expect(rows[0]).toEqual(["Chart", "Period", "Series", "Value"]);
    // 26 weeks x 3 channels and x 2 languages; 3 quarters x 9 ways of hearing, x 6 ways in and x 9 again
    // (the shares retained), x 3 stages; 6 months x 4 outcomes; 6 months x 2 measures; 6 months x 2 kinds of call.
    expect(rows).toHaveLength(1 + 26 * 3 + 26 * 2 + 3 * 9 + 3 * 6 + 3 * 9 + 3 * 3 + 6 * 4 + 6 * 2 + 6 * 2);
    expect(rows).toContainEqual(["Median days in each stage, per quarter received", "Q2 2026", "Contacted", "9.5"]);
    expect(rows).toContainEqual([
      "Requests retained ÷ received, by the way they came in, per quarter received",
      "Q3 2026",
      "Phone call",
      "50",
    ]);
    // No share where nothing was received.
    expect(rows).toContainEqual([
      "Requests retained ÷ received, by the way they came in, per quarter received",
      "Q3 2026",
      "Walk-in",
      "",
    ]);
    expect(rows).toContainEqual([
      "Calls logged per month, by what they came to",
      "October 2026",
      "Reached the person",
      "30",
    ]);
    expect(dashboardCharts(facts()).calls.headline).toBe(
      "In October 2026 the office logged 42 calls: 30 reached the person, 12 were attempts (a voicemail, no answer, a wrong number, call back later).",
    );
    expect(rows).toContainEqual(["Requests per week, by channel", "Week of Nov 9, 2026", "Message widget", "14"]);
    expect(rows).toContainEqual([
      "Time to first contact, per month received",
      "June 2026",
      "Median hours to first contact",
      "",
    ]);
    // The running quarter is named as running, in the chart's legend and here.
    expect(rows).toContainEqual([
      "How case-form visitors heard of the firm, per quarter",
      "Q4 2026 (so far)",
      "Google search",
      "10",
    ]);
    expect(rows).toContainEqual([
      "How case-form visitors heard of the firm, per quarter",
      "Q3 2026",
      "Google search",
      "50",
    ]);
  });
});
