import { describe, expect, it } from "vitest";
import { calendarDay, dayKey } from "~/lib/calendar-day";
import { atOfficeTime, officeClockAt } from "~/lib/office-clock";
import { suggestionsFor } from "./suggestions";

const day = (year: number, month: number, date: number) => calendarDay(year, month, date)!;
const NOW = atOfficeTime(day(2026, 12, 2), 8);
const base = { stage: "new" as const, stageChangedAt: NOW, claimDeadline: null, suitDeadline: null, courtOn: null };

describe("the pipeline's suggested tasks", () => {
  it("suggests nothing for a new request with no dates, and nothing for a closed one", () => {
    expect(suggestionsFor(base, new Set(), NOW)).toEqual([]);
    expect(
      suggestionsFor({ ...base, stage: "retained", claimDeadline: dayKey(day(2026, 12, 30)) }, new Set(), NOW),
    ).toEqual([]);
  });

  it("suggests a follow-up two business days after the move to Contacted, at the same time of day", () => {
    // Thursday 3 p.m. → Monday 3 p.m.
    const moved = atOfficeTime(day(2026, 12, 3), 15);
    const [follow] = suggestionsFor({ ...base, stage: "contacted", stageChangedAt: moved }, new Set(), NOW);
    expect(follow).toMatchObject({ kind: "follow-up", key: `follow-up:${moved}` });
    expect(officeClockAt(follow!.dueAt)).toEqual({ day: day(2026, 12, 7), hour: 15, minute: 0 });
  });

  it("suggests the claim 14 days before its deadline at 9 a.m., then the two-year limit once the claim passed", () => {
    const [claim] = suggestionsFor({ ...base, claimDeadline: dayKey(day(2027, 1, 20)) }, new Set(), NOW);
    expect(claim).toMatchObject({ kind: "claim", key: "claim:20270120" });
    expect(claim!.title).toContain("Jan 20, 2027");
    expect(officeClockAt(claim!.dueAt)).toEqual({ day: day(2027, 1, 6), hour: 9, minute: 0 });
    const [suit] = suggestionsFor(
      { ...base, claimDeadline: dayKey(day(2026, 11, 1)), suitDeadline: dayKey(day(2027, 5, 1)) },
      new Set(),
      NOW,
    );
    expect(suit).toMatchObject({ kind: "suit", key: "suit:20270501" });
  });

  it("never suggests a due time in the past: a claim 10 days away is due within the hour", () => {
    const [claim] = suggestionsFor({ ...base, claimDeadline: dayKey(day(2026, 12, 12)) }, new Set(), NOW);
    expect(claim!.dueAt).toBeGreaterThan(NOW);
    expect(officeClockAt(claim!.dueAt)).toEqual({ day: day(2026, 12, 2), hour: 9, minute: 0 });
  });

  it("suggests asking about the criminal case the business day before a court date", () => {
    // Court on Monday Dec 14 → Friday Dec 11 at 9 a.m.
    const [court] = suggestionsFor({ ...base, courtOn: dayKey(day(2026, 12, 14)) }, new Set(), NOW);
    expect(court).toMatchObject({ kind: "court", key: "court:20261214" });
    expect(officeClockAt(court!.dueAt)).toEqual({ day: day(2026, 12, 11), hour: 9, minute: 0 });
  });

  it("leaves out a suggestion already confirmed or dismissed", () => {
    const source = { ...base, claimDeadline: dayKey(day(2027, 1, 20)), courtOn: dayKey(day(2026, 12, 14)) };
    expect(suggestionsFor(source, new Set(["claim:20270120"]), NOW).map((found) => found.kind)).toEqual(["court"]);
  });
});
