import { describe, expect, it } from "vitest";
import { displayIncidentDate, incidentDateFromIso } from "./incident-date";

const now = new Date(2025, 5, 10, 15, 30); // 10 June 2025, 15:30 local time

describe("incident date field", () => {
  it("is shown to the visitor in words", () => {
    expect(displayIncidentDate(new Date(2024, 2, 14))).toBe("March 14, 2024");
  });

  it("converts a native date input's value chosen before the page was interactive", () => {
    expect(incidentDateFromIso("2024-03-14", now)).toBe("3/14/2024");
    expect(incidentDateFromIso("2025-06-10", now)).toBe("6/10/2025");
    expect(incidentDateFromIso("2025-06-11", now)).toBe("");
    expect(incidentDateFromIso("1899-12-31", now)).toBe("");
    expect(incidentDateFromIso("2023-02-29", now)).toBe("");
    expect(incidentDateFromIso("", now)).toBe("");
  });
});
