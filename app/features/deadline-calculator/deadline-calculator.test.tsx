// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deadlinesGuide } from "~/content/guides/deadlines";
import { isoDay, type CalendarDay } from "~/lib/calendar-day";
import { claimDeadline, deadlinesFor, lateClaimDeadline, suitDeadline } from "~/lib/deadlines";
import { formatIsoDate } from "~/lib/format-date";
import { siteText } from "~/content/site-text";
import { SiteTextProvider } from "~/lib/site-text";
import { countDeadlines } from "./count-deadlines";
import { CALCULATOR_INPUT_ID, DeadlineCalculator } from "./deadline-calculator";

const day = (year: number, month: number, date: number): CalendarDay => ({ year, month, day: date });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the deadlines calculator", () => {
  it("counts the claim, the lawsuit and the late claim with the office's deadlines module", () => {
    const incident = day(2025, 8, 31);
    const today = day(2025, 12, 1);
    const counted = countDeadlines("2025-08-31", today);
    const office = deadlinesFor(incident, today);
    expect(counted).toEqual({
      state: "counted",
      claim: { date: isoDay(claimDeadline(incident)), daysLeft: office.claim.daysLeft },
      suit: { date: isoDay(suitDeadline(incident)), daysLeft: office.suit.daysLeft },
      lateClaim: { date: isoDay(lateClaimDeadline(incident)), daysLeft: expect.any(Number) },
    });
    // Six months after August 31 is the last day of February; two years, the same day.
    expect(counted.state === "counted" && [counted.claim.date, counted.suit.date]).toEqual([
      "2026-02-28",
      "2027-08-31",
    ]);
  });

  it("says nothing for an empty, impossible or future date", () => {
    const today = day(2025, 12, 1);
    expect(countDeadlines("", today).state).toBe("empty");
    expect(countDeadlines("2025-02-30", today).state).toBe("invalid");
    expect(countDeadlines("2026-01-02", today).state).toBe("future");
  });

  const calculator = () => (
    <SiteTextProvider value={siteText}>
      <DeadlineCalculator words={deadlinesGuide.calculator} language="en" />
    </SiteTextProvider>
  );

  it("shows both dates as the module counts them, in the page's language", () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T18:00:00Z"), toFake: ["Date"] });
    render(calculator());
    fireEvent.change(document.getElementById(CALCULATOR_INPUT_ID)!, { target: { value: "2025-11-15" } });
    const incident = day(2025, 11, 15);
    expect(screen.getByText(new RegExp(formatIsoDate(isoDay(claimDeadline(incident)), "en")))).toBeTruthy();
    expect(screen.getByText(new RegExp(formatIsoDate(isoDay(suitDeadline(incident)), "en")))).toBeTruthy();
  });

  it("when the claim's date has passed, says until when a late claim may be asked, and offers the call", () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T18:00:00Z"), toFake: ["Date"] });
    render(calculator());
    fireEvent.change(document.getElementById(CALCULATOR_INPUT_ID)!, { target: { value: "2026-04-01" } });
    const late = formatIsoDate(isoDay(lateClaimDeadline(day(2026, 4, 1))), "en");
    expect(screen.getByText(new RegExp(`A late claim may still be possible until ${late}`))).toBeTruthy();
    const call = screen.getByRole("link", { name: `Call ${siteText.firm.phone.display}` });
    expect(call.getAttribute("href")).toBe(`tel:${siteText.firm.phone.e164}`);
  });
});
