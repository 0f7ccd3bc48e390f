import { describe, expect, it } from "vitest";
import { medianOfBins } from "./figures";

describe("the median time to first contact, from counts per bin", () => {
  it("is the middle bin's middle for an odd count, the mean of the two middles for an even one", () => {
    expect(medianOfBins([{ bin: 3, count: 1 }], 10)).toBe(35);
    expect(
      medianOfBins(
        [
          { bin: 5, count: 1 },
          { bin: 1, count: 1 },
          { bin: 9, count: 1 },
        ],
        10,
      ),
    ).toBe(55);
    expect(
      medianOfBins(
        [
          { bin: 1, count: 1 },
          { bin: 5, count: 1 },
        ],
        10,
      ),
    ).toBe(35);
    expect(
      medianOfBins(
        [
          { bin: 2, count: 3 },
          { bin: 40, count: 1 },
        ],
        10,
      ),
    ).toBe(25);
  });

  it("is null when nobody was contacted", () => {
    expect(medianOfBins([])).toBeNull();
  });
});
