import { afterEach, describe, expect, it } from "vitest";
import type { LogFields, Logger } from "../logger";
import { createStorageHealth, isStorageFailure, isStorageUnavailable, type StorageHealth } from "./storage-health";

const full = () => Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

function capturingLogger() {
  const lines: { msg: string; fields: LogFields }[] = [];
  const record = (msg: string, fields: LogFields = {}) => lines.push({ msg, fields });
  const logger: Logger = { info: record, warn: record, error: record };
  return { logger, lines };
}

let health: StorageHealth | undefined;
afterEach(() => health?.stop());

/** A disk that is full until `freed`: the probe write fails like a real one would. */
function setup() {
  const disk = { full: true, probes: 0 };
  const { logger, lines } = capturingLogger();
  health = createStorageHealth({
    store: "database",
    logger,
    probeEveryMs: 20,
    probe: async () => {
      disk.probes++;
      if (disk.full) throw full();
    },
  });
  const write = () => health!.track(disk.full ? Promise.reject(full()) : Promise.resolve("written"));
  return { health, disk, lines, write };
}

describe("isStorageFailure", () => {
  it("is the disk refusing (full, I/O, read-only, cannot open), never a statement or a connection", () => {
    for (const code of [
      "SQLITE_FULL",
      "SQLITE_IOERR_WRITE",
      "SQLITE_IOERR",
      "SQLITE_READONLY",
      "SQLITE_CANTOPEN",
      "53100",
    ]) {
      expect(isStorageFailure({ code })).toBe(true);
    }
    for (const code of ["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_BUSY", "ECONNREFUSED", "57014", undefined]) {
      expect(isStorageFailure({ code })).toBe(false);
    }
  });
});

describe("storage health", () => {
  it("logs an episode once however many writes are refused, and each refused write says so", async () => {
    const { health, lines, write } = setup();
    const refusals = await Promise.allSettled(Array.from({ length: 50 }, write));
    expect(refusals.every((outcome) => outcome.status === "rejected" && isStorageUnavailable(outcome.reason))).toBe(
      true,
    );
    expect(health.writable()).toBe(false);
    expect(lines).toEqual([{ msg: "storage_unavailable", fields: { store: "database", error: "SQLITE_FULL" } }]);
  });

  it("ends with the first probe write that goes through, by itself, and logs how long and how many", async () => {
    const { health, disk, lines, write } = setup();
    await write().catch(() => {});
    await write().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(disk.probes).toBeGreaterThan(1);
    expect(health.writable()).toBe(false);

    disk.full = false;
    await expect.poll(() => health.writable()).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual(["storage_unavailable", "storage_recovered"]);
    expect(lines[1]!.fields).toMatchObject({ store: "database", refusedWrites: 2 });
    const probes = disk.probes;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(disk.probes).toBe(probes);
  });

  it("is not ended by a write that went through (it may have changed nothing), only by a probe", async () => {
    const disk = { full: true };
    const { logger } = capturingLogger();
    health = createStorageHealth({
      store: "database",
      logger,
      probeEveryMs: 60_000,
      probe: async () => {
        if (disk.full) throw full();
      },
    });
    await health.track(Promise.reject(full())).catch(() => {});
    // A write that needed no room succeeds on a full disk.
    expect(await health.track(Promise.resolve("nothing changed"))).toBe("nothing changed");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(health.writable()).toBe(false);
    disk.full = false;
    expect(await health.check()).toBe(true);
    expect(health.writable()).toBe(true);
  });

  it("passes other errors through untouched, without an episode", async () => {
    const { logger, lines } = capturingLogger();
    health = createStorageHealth({ store: "database", logger, probe: async () => {} });
    const constraint = Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" });
    await expect(health.track(Promise.reject(constraint))).rejects.toBe(constraint);
    expect(health.writable()).toBe(true);
    expect(lines).toEqual([]);
  });
});
