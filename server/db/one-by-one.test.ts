import { describe, expect, it } from "vitest";
import { atMost, queuedByKey } from "./one-by-one";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("work queued by key", () => {
  it("runs one key's work one after another, other keys' meanwhile, and carries on after a failure", async () => {
    const run = queuedByKey();
    const log: string[] = [];
    const step = (key: string, name: string, fail = false) =>
      run(key, async () => {
        log.push(`${name} starts`);
        await tick();
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step("a", "a1", true), step("a", "a2"), step("b", "b1")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    // a2 waited for a1, b1 did not.
    expect(log.indexOf("a2 starts")).toBeGreaterThan(log.indexOf("a1 ends"));
    expect(log.indexOf("b1 starts")).toBeLessThan(log.indexOf("a1 ends"));
  });
});

describe("at most so many at once", () => {
  it("never runs more than its limit, and runs every piece", async () => {
    const run = atMost(2);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        run(async () => {
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
          return index;
        }),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });
});
