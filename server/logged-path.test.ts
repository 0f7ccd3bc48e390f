import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

const TOKEN = "Zk3v9Qm2Lr8Tw1Xy5Ab7Cd0Ef4Gh6Ij8Kl2Mn4Op6Qr";

describe("loggedPath", () => {
  it("keeps no credential of a link: an answer link, a booking link, a calendar feed, in both editions", () => {
    expect(loggedPath(`/answer/${TOKEN}`)).toBe("/answer/[token]");
    expect(loggedPath(`/es/answer/${TOKEN}`)).toBe("/es/answer/[token]");
    expect(loggedPath(`/book/${TOKEN}`)).toBe("/book/[token]");
    expect(loggedPath(`/es/book/${TOKEN}`)).toBe("/es/book/[token]");
    expect(loggedPath(`/office/calendar/${TOKEN}.ics`)).toBe("/office/calendar/[secret].ics");
  });

  it("keeps every other path as it is, the pages the links lead to among them", () => {
    for (const path of [
      "/",
      "/book",
      "/es/answer",
      "/office/requests/3f9a2c7b",
      "/bookings/x",
      "/practice-areas/wrongful-death",
    ]) {
      expect(loggedPath(path)).toBe(path);
    }
  });
});
