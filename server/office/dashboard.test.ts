import { describe, expect, it } from "vitest";
import { dashboardRange } from "./dashboard";

const NOW = Date.parse("2026-11-26T12:00:00-08:00");

describe("the dashboard's range of months", () => {
  it("is the last six months by default, this one included", () => {
    expect(dashboardRange({}, NOW)).toEqual({ from: "2026-06", to: "2026-11" });
    // Just after midnight on 1 December in California: December is this month.
    expect(dashboardRange({}, Date.parse("2026-12-01T00:30:00-08:00"))).toEqual({ from: "2026-07", to: "2026-12" });
  });

  it("takes the months asked for, in order, never past this month, three years at most", () => {
    expect(dashboardRange({ from: "2025-01", to: "2025-06" }, NOW)).toEqual({ from: "2025-01", to: "2025-06" });
    expect(dashboardRange({ from: "2025-06", to: "2025-01" }, NOW)).toEqual({ from: "2025-01", to: "2025-06" });
    expect(dashboardRange({ from: "2026-01", to: "2027-04" }, NOW)).toEqual({ from: "2026-01", to: "2026-11" });
    expect(dashboardRange({ from: "2019-01", to: "2026-11" }, NOW)).toEqual({ from: "2023-12", to: "2026-11" });
    expect(dashboardRange({ from: "2025-13", to: "nonsense" }, NOW)).toEqual({ from: "2026-06", to: "2026-11" });
  });
});
