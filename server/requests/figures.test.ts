import { describe, expect, it } from "vitest";
import { stageBin } from "../db/kept-counts";
import { binnedMedian } from "./figures";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("the median of the times in a stage, from their bins", () => {
  it("is none when nothing is counted", () => {
    expect(binnedMedian([])).toBeNull();
    expect(binnedMedian([{ bin: 3, n: 0 }])).toBeNull();
  });

  it("is the middle of the bin holding the middle one, or the mean of the two middles'", () => {
    // 5 h 20 min, 5 h 40 min and 9 h: the middle one's bin is 5 h to 6 h.
    expect(
      binnedMedian([
        { bin: 5, n: 2 },
        { bin: 9, n: 1 },
      ]),
    ).toBe(5.5 * HOUR);
    // Two: 1 h 30 min and 3 days (the six-hour bin from 3 days): (1.5 h + 3 days 3 h) / 2.
    expect(
      binnedMedian([
        { bin: 1, n: 1 },
        { bin: stageBin(3 * DAY), n: 1 },
      ]),
    ).toBe((1.5 * HOUR + 3 * DAY + 3 * HOUR) / 2);
    // Empty bins are skipped.
    expect(
      binnedMedian([
        { bin: 0, n: 0 },
        { bin: stageBin(20 * DAY), n: 3 },
      ]),
    ).toBe(20.5 * DAY);
  });
});
