import { describe, expect, it } from "vitest";
import { ageWords, attemptWords, daysLeftWords, deliveryWords, durationWords, mailErrorWords } from "./words";

describe("the office's words for what the server says in codes", () => {
  it("says mail errors in plain words, keeping the code for whoever fixes the settings", () => {
    expect(mailErrorWords("ECONNECTION")).toBe("the mail server could not be reached");
    expect(mailErrorWords("EAUTH 535")).toBe("the mail server refused the website's login (check SMTP_URL)");
    expect(mailErrorWords("EENVELOPE 550")).toBe("the mail server refused the address for good");
    expect(mailErrorWords("EENVELOPE 451")).toBe("the mail server refused the address");
    expect(mailErrorWords("EWHATEVER")).toBe("an unexpected error");
    const failing = deliveryWords(
      { state: "retrying", failedAttempts: 2, lastError: "ESOCKET", nextAttemptAt: Date.UTC(2024, 8, 4, 16) },
      "office",
    );
    expect(failing).toMatchObject({ label: "Not sent yet: retrying", code: "ESOCKET", tone: "wait" });
    expect(failing.detail).toMatch(
      /^2 attempts failed: the mail server could not be reached \(the connection failed\)\. Next try Sep 4, 2024/,
    );
  });

  it("never says a message failed before an attempt has", () => {
    for (const state of [{ state: "waiting" }, { state: "sending", attempt: 1 }] as const) {
      const { label, detail } = deliveryWords(state, "office");
      expect(`${label} ${detail ?? ""}`).not.toMatch(/fail/i);
    }
    expect(deliveryWords({ state: "sending", attempt: 1 }, "office").label).toBe("Sending…");
    expect(deliveryWords({ state: "delivered", at: null }, "office").label).toBe("Office notified");
    expect(deliveryWords({ state: "delivered", at: null }, "visitor").label).toBe("Delivered");
    expect(attemptWords({ outcome: "retry", error: "ETIMEDOUT" })).toBe(
      "failed, to be retried: the mail server did not answer in time",
    );
  });

  it("says ages, durations and days left as the office reads them", () => {
    const now = Date.UTC(2024, 8, 4, 16);
    expect(ageWords(now - 30_000, now)).toBe("just now");
    expect(ageWords(now - 12 * 60_000, now)).toBe("12 min ago");
    expect(ageWords(now - 3 * 3_600_000 - 59_000, now)).toBe("3 h ago");
    expect(ageWords(now - 86_400_000, now)).toBe("1 day ago");
    expect(ageWords(now - 20 * 86_400_000, now)).toBe("Aug 15, 2024");
    expect(durationWords(45 * 60_000)).toBe("45 min");
    expect(durationWords(3 * 3_600_000 + 10 * 60_000)).toBe("3 h 10 min");
    expect(durationWords(2 * 86_400_000 + 4 * 3_600_000)).toBe("2 days 4 h");
    expect([12, 1, 0, -1, -3].map(daysLeftWords)).toEqual([
      "12 days left",
      "1 day left",
      "last day today",
      "passed 1 day ago",
      "passed 3 days ago",
    ]);
  });
});
