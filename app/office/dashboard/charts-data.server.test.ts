import { describe, expect, it } from "vitest";
import type { DashboardFacts } from "../../../server/office/dashboard";
import { HEARD_KEYS } from "../../../server/payload/derived";
import { dashboardCharts, figuresRows } from "./charts-data.server";

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

describe("the dashboard's CSV", () => {
  it("holds every figure the charts draw, one a line", () => {
    const rows = figuresRows(dashboardCharts(facts()));
    expect(rows[0]).toEqual(["Chart", "Period", "Series", "Value"]);
    // 26 weeks x 3 channels and x 2 languages; 3 quarters x 9 ways; 6 months x 4 outcomes; 6 months x 2 measures; 6 months x 2 kinds of call.
    expect(rows).toHaveLength(1 + 26 * 3 + 26 * 2 + 3 * 9 + 6 * 4 + 6 * 2 + 6 * 2);
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
