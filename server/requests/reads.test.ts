import { afterEach, describe, expect, it } from "vitest";
import { caseEvaluation, openTestDatabase } from "./test-support";

let opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.map((close) => close()));
  opened = [];
});

const HOUR = 3_600_000;
const request = { kind: "request", request: { source: "case-evaluation", payload: caseEvaluation } } as const;

describe("the median time to first contact of the inbox", () => {
  it("is the middle wait for an odd count, the mean of the two middle ones for an even count, none without", async () => {
    const { requests, reads, close } = await openTestDatabase();
    opened.push(close);
    const since = 10 * HOUR;
    expect(await reads.firstContactMedian(since)).toEqual({ count: 0, medianMs: null });
    const contacted = async (arrived: number, wait: number) => {
      const saved = await requests.save(request, arrived);
      if (saved.outcome === "created") await requests.recordContact(saved.id, arrived + wait);
    };
    await contacted(HOUR, 2 * HOUR); // contacted before `since`: not counted
    await contacted(20 * HOUR, 5 * HOUR);
    await contacted(21 * HOUR, 1 * HOUR);
    await contacted(22 * HOUR, 3 * HOUR);
    expect(await reads.firstContactMedian(since)).toEqual({ count: 3, medianMs: 3 * HOUR });
    await contacted(23 * HOUR, 4 * HOUR + 1);
    expect(await reads.firstContactMedian(since)).toEqual({ count: 4, medianMs: Math.round(3.5 * HOUR + 0.5) });
  });
});
