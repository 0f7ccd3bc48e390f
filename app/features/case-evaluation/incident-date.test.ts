import { describe, expect, it } from "vitest";
import {
  displayIncidentDate,
  EARLIEST_INCIDENT_DATE,
  formatIncidentDate,
  incidentDateFromIso,
  isSelectableIncidentDate,
  parseIncidentDate,
  startOfToday,
} from "./incident-date";

const now = new Date(2025, 5, 10, 15, 30); // 10 June 2025, 15:30 local time

describe("incident date", () => {
  it("is sent as an en-US date string", () => {
    expect(formatIncidentDate(new Date(2024, 2, 14))).toBe("3/14/2024");
    expect(formatIncidentDate(new Date(1900, 0, 1))).toBe("1/1/1900");
  });

  it("is shown to the visitor in words", () => {
    expect(displayIncidentDate(new Date(2024, 2, 14))).toBe("March 14, 2024");
  });

  it("reads back what it sends, and nothing else", () => {
    expect(parseIncidentDate("3/14/2024")).toEqual(new Date(2024, 2, 14));
    expect(parseIncidentDate(" 12/1/1999 ")).toEqual(new Date(1999, 11, 1));
    for (const value of ["", "14/3/2024", "2/30/2024", "2024-03-14", "3/14/24", "March 14, 2024"]) {
      expect(parseIncidentDate(value), value).toBeUndefined();
    }
  });

  it("allows 1 January 1900 to today, and no other day", () => {
    expect(EARLIEST_INCIDENT_DATE).toEqual(new Date(1900, 0, 1));
    expect(startOfToday(now)).toEqual(new Date(2025, 5, 10));
    expect(isSelectableIncidentDate(new Date(1900, 0, 1), now)).toBe(true);
    expect(isSelectableIncidentDate(new Date(1899, 11, 31), now)).toBe(false);
    expect(isSelectableIncidentDate(new Date(2025, 5, 10), now)).toBe(true);
    expect(isSelectableIncidentDate(new Date(2025, 5, 11), now)).toBe(false);
    expect(isSelectableIncidentDate(new Date(Number.NaN), now)).toBe(false);
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
