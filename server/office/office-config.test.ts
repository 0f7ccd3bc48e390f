import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { loadConfig } from "../config";

describe("the office inbox's settings", () => {
  it("default to the MAIL_TO addresses and the office's times", () => {
    const config = loadConfig({});
    expect(config.office.emails).toEqual([firm.email.toLowerCase()]);
    expect(loadConfig({ MAIL_TO: "A@Law.example, b@law.example" }).office.emails).toEqual([
      "a@law.example",
      "b@law.example",
    ]);
    expect(config.office).toMatchObject({
      stuckAfterMs: 30 * 60_000,
      linksPerHour: 10,
      linkTtlMs: 15 * 60_000,
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 12 * 3_600_000,
    });
  });

  it("read OFFICE_EMAILS apart from MAIL_TO, and refuse what is not an address", () => {
    const config = loadConfig({
      MAIL_TO: "inbox@law.example",
      OFFICE_EMAILS: " Lawyer@Law.example ,clerk@law.example",
    });
    expect(config.office.emails).toEqual(["lawyer@law.example", "clerk@law.example"]);
    expect(() => loadConfig({ OFFICE_EMAILS: "lawyer" })).toThrow(/OFFICE_EMAILS/);
    expect(() => loadConfig({ STUCK_AFTER_MINUTES: "0" })).toThrow(/STUCK_AFTER_MINUTES/);
  });
});
