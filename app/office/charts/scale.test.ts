import { describe, expect, it } from "vitest";
import { bands, fractionOf, niceTicks, percent } from "./scale";

describe("round axis ticks from zero", () => {
  it.each([
    [37, [0, 10, 20, 30, 40]],
    [52, [0, 20, 40, 60]],
    [141, [0, 50, 100, 150]],
    [100, [0, 25, 50, 75, 100]],
    [40, [0, 10, 20, 30, 40]],
    [0.37, [0, 0.1, 0.2, 0.3, 0.4]],
    [22.5, [0, 10, 20, 30]],
  ])("%s reads as %j", (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it("counts get whole-number steps, however small the maximum", () => {
    expect(niceTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1, { integer: true })).toEqual([0, 1]);
    expect(niceTicks(9, { integer: true })).toEqual([0, 5, 10]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it("an axis with nothing on it still runs from 0 to 1", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it("every maximum gets a handful of evenly spaced round ticks that just cover it", () => {
    for (let max = 0.01; max < 5000; max *= 1.37) {
      for (const integer of [false, true]) {
        const ticks = niceTicks(max, { integer });
        const step = ticks[1]! - ticks[0]!;
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
        expect(ticks.at(-1)! - step).toBeLessThan(max);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(9);
        if (integer) expect(ticks.every(Number.isInteger)).toBe(true);
        // 1, 2, 2.5 or 5 times a power of ten, whatever the float arithmetic did.
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5].some((round) => Math.abs(mantissa - round) < 1e-9)).toBe(true);
        ticks.forEach((tick, index) => expect(tick).toBeCloseTo(index * step, 9));
      }
    }
  });

  it("refuses a maximum no axis can show", () => {
    expect(() => niceTicks(-1)).toThrow(RangeError);
    expect(() => niceTicks(Number.NaN)).toThrow(RangeError);
    expect(() => niceTicks(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("where a value sits on the axis", () => {
  it("is its share of the top, kept within the plot", () => {
    expect(fractionOf(25, 100)).toBe(0.25);
    expect(fractionOf(0, 100)).toBe(0);
    expect(fractionOf(120, 100)).toBe(1);
    expect(fractionOf(5, 0)).toBe(0);
  });
});

describe("the periods' slots across the plot", () => {
  it("centres each bar in an equal slot, with room between bars", () => {
    const slots = bands(4, { fill: 0.5, maxWidth: 100 });
    expect(slots.map(({ centre }) => centre)).toEqual([12.5, 37.5, 62.5, 87.5]);
    expect(slots.map(({ width }) => width)).toEqual([12.5, 12.5, 12.5, 12.5]);
    expect(slots[0]?.start).toBe(6.25);
  });

  it("never lets bars touch or leave the plot", () => {
    for (const count of [1, 2, 7, 26, 53]) {
      const slots = bands(count);
      expect(slots).toHaveLength(count);
      expect(slots[0]!.start).toBeGreaterThan(0);
      expect(slots.at(-1)!.start + slots.at(-1)!.width).toBeLessThan(100);
      slots.slice(1).forEach((slot, index) => {
        expect(slot.start).toBeGreaterThan(slots[index]!.start + slots[index]!.width);
      });
    }
  });

  it("draws one period as a bar of modest width in the middle, not a slab", () => {
    expect(bands(1)).toEqual([{ start: 46, width: 8, centre: 50 }]);
  });

  it("has no slots for no periods", () => {
    expect(bands(0)).toEqual([]);
  });
});

describe("percentages in the markup", () => {
  it("keep three decimals at most", () => {
    expect(percent(100 / 3)).toBe("33.333%");
    expect(percent(50)).toBe("50%");
  });
});
