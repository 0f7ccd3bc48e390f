import { describe, expect, it } from "vitest";
import { firm } from "../../app/content/firm";
import { loadConfig } from "../config";

describe("the office inbox's settings", () => {
  it("default to the MAIL_TO addresses and the issue's times", () => {
    const config = loadConfig({});
    expect(config.OFFICE_EMAILS).toEqual([firm.email.toLowerCase()]);
    expect(loadConfig({ MAIL_TO: "A@Law.example, b@law.example" }).OFFICE_EMAILS).toEqual([
      "a@law.example",
      "b@law.example",
    ]);
    expect(config).toMatchObject({
      STUCK_AFTER_MINUTES: 30,
      OFFICE_LINKS_PER_HOUR: 10,
      OFFICE_LINK_TTL_SECONDS: 900,
      OFFICE_SESSION_IDLE_SECONDS: 1800,
      OFFICE_SESSION_MAX_SECONDS: 43_200,
    });
  });

  it("read OFFICE_EMAILS apart from MAIL_TO, and refuse what is not an address", () => {
    const config = loadConfig({
      MAIL_TO: "inbox@law.example",
      OFFICE_EMAILS: " Lawyer@Law.example ,clerk@law.example",
    });
    expect(config.OFFICE_EMAILS).toEqual(["lawyer@law.example", "clerk@law.example"]);
    expect(() => loadConfig({ OFFICE_EMAILS: "lawyer" })).toThrow(/OFFICE_EMAILS/);
    expect(() => loadConfig({ STUCK_AFTER_MINUTES: "0" })).toThrow(/STUCK_AFTER_MINUTES/);
  });
});
