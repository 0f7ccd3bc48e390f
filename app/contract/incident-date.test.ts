import { describe, expect, it } from "vitest";
import {
  EARLIEST_INCIDENT_DATE,
  formatIncidentDate,
  isSelectableIncidentDate,
  isValidIncidentDate,
  parseIncidentDate,
  startOfToday,
} from "./incident-date";

const now = new Date(2025, 5, 10, 15, 30); // 10 June 2025, 15:30 local time

describe("incident date", () => {
  it("is sent as an en-US date string", () => {
    expect(formatIncidentDate(new Date(2024, 2, 14))).toBe("3/14/2024");
    expect(formatIncidentDate(new Date(1900, 0, 1))).toBe("1/1/1900");
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
});

describe("isValidIncidentDate (what the server accepts)", () => {
  it("accepts every day the calendar offers, in the payload format", () => {
    for (const value of ["1/1/1900", "3/14/2024", "06/09/2025", " 6/10/2025 "]) {
      expect(isValidIncidentDate(value, now), value).toBe(true);
    }
  });

  it("rejects another format, a day that does not exist, and a day out of range", () => {
    for (const value of ["2024-03-14", "14/3/2024", "2/30/2024", "3/14/24", "soon", "12/31/1899", "1/1/2030"]) {
      expect(isValidIncidentDate(value, now), value).toBe(false);
    }
  });

  it("takes today as today anywhere on earth, since the visitor may be a day ahead of the server", () => {
    // 10:00 UTC on 10 June is already 11 June in UTC+14 (Kiribati), and no later anywhere.
    const serverNow = new Date(Date.UTC(2025, 5, 10, 10, 0));
    expect(isValidIncidentDate("6/11/2025", serverNow)).toBe(true);
    expect(isValidIncidentDate("6/12/2025", serverNow)).toBe(false);
    // 09:59 UTC: 11 June has begun nowhere yet.
    expect(isValidIncidentDate("6/11/2025", new Date(Date.UTC(2025, 5, 10, 9, 59)))).toBe(false);
  });
});
