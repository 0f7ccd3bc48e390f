import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { firstVersion } from "~/content/model/first-version.server";
import { launchReady, READY_FIRM } from "../../tests/support/launch-ready";
import { publishedFirmFacts } from "./firm-facts";

describe("the firm's facts for the server's own mail", () => {
  it("are the published version's, and follow a new publish", async () => {
    let version = { number: 0, snapshot: firstVersion(), images: [] };
    const facts = publishedFirmFacts({ published: async () => version });
    expect(await facts("en")).toEqual({ name: firm.name, phone: firm.phone.display });

    version = { number: 1, snapshot: launchReady(), images: [] };
    expect(await facts("en")).toEqual({ name: READY_FIRM.name, phone: READY_FIRM.phone });
    expect((await facts("es")).phone).toBe(READY_FIRM.phone);
    expect(READY_FIRM.name).not.toBe(firm.name);
  });
});
