import { describe, expect, it } from "vitest";
import { mailtoHref, phoneHref } from "./request-line";

describe("tap to call", () => {
  it("dials a North American number written any way, and an international one as given", () => {
    for (const phone of ["(707) 555-0123", "707.555.0123", "707 555 0123", "1-707-555-0123", "+1 707 555 0123"]) {
      expect(phoneHref(phone), phone).toBe("tel:+17075550123");
    }
    expect(phoneHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(phoneHref("555-0123")).toBe("tel:5550123");
    expect(phoneHref("call me")).toBeNull();
  });
});

describe("tap to write", () => {
  it("links one plain address, and nothing a mail program would read as more", () => {
    expect(mailtoHref("maria.gonzalez@example.org")).toBe("mailto:maria.gonzalez@example.org");
    for (const email of [
      "a@b.example?bcc=c@d.example",
      "a@b.example,c@d.example",
      "Name <a@b.example>",
      "no-at-sign",
    ]) {
      expect(mailtoHref(email), email).toBeNull();
    }
  });
});
